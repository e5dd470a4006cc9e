import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import {
  LOOP_WINDOW_MS,
  forgetRedirect,
  markRedirect,
  peekRedirect,
  redirectedRecently,
  rememberRedirect,
} from './redirect-after-login.ts';
import { SESSION_KEY, useSession, useSessionValidation } from './use-session.ts';
import { clearStoredUser } from './stored-user.ts';

/** The auth redirect waits 100 ms. */
export const REDIRECT_DELAY_MS = 100;
export const SIGN_IN_PATH = '/new/signin';

/**
 * Signed-in routes. Not signed in: remember the path in redirectAfterLogin and go to sign-in
 * after 100 ms; within 2 s of the last auth redirect it waits out the window instead, so two
 * guards can never bounce a visitor back and forth (loop protection). While signed in
 * the session is re-validated every 60 s; an invalid session is cleared and sends the user to
 * sign-in.
 */
export function ProtectedRoute() {
  const { authState } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const validation = useSessionValidation(authState === 'authenticated');

  useEffect(() => {
    if (authState !== 'unauthenticated') return;
    rememberRedirect(`${location.pathname}${location.search}${location.hash}`);
    const timer = setTimeout(
      () => {
        markRedirect();
        navigate(SIGN_IN_PATH, { replace: true });
      },
      redirectedRecently() ? LOOP_WINDOW_MS : REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [authState, location, navigate]);

  useEffect(() => {
    // Arrived where the visitor wanted to go: the remembered path has done its job.
    if (authState === 'authenticated') forgetRedirect();
  }, [authState]);

  useEffect(() => {
    if (validation.data && !validation.data.valid) {
      clearStoredUser();
      queryClient.setQueryData(SESSION_KEY, null);
    }
  }, [validation.data, queryClient]);

  if (authState === 'initializing') return <PageLoader />;
  if (authState === 'error') return <PageLoader label="Checking your session..." />;
  if (authState === 'unauthenticated') return <PageLoader label="Redirecting to sign in..." />;
  return <Outlet />;
}

/** Auth screens: a signed-in user is sent (replace) to the remembered page or the app. */
export function GuestOnlyRoute() {
  const { authState } = useSession();
  if (authState === 'initializing') return <PageLoader />;
  if (authState === 'authenticated') return <Navigate to={peekRedirect()} replace />;
  return <Outlet />;
}
