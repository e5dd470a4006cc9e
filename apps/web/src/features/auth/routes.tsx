import { Navigate, type RouteObject } from 'react-router';
import { title, type RouteHandle } from '@/components/layouts/document-title.ts';
import { lazyPage } from '@/lib/lazy-page.ts';

const signIn = {
  handle: title('Sign In'),
  lazy: lazyPage(() => import('./pages/sign-in-page.tsx'), 'SignInPage'),
};
const signUp = {
  handle: title('Sign Up'),
  lazy: lazyPage(() => import('./pages/sign-up-page.tsx'), 'SignUpPage'),
};

/** The two authentication areas: /auth/{mode} and the /new/ area. */
export const authRoutes: RouteObject[] = [
  {
    // Signed-in users are kept away from these screens (replace to /app).
    lazy: lazyPage(() => import('@/lib/auth/protected-route.tsx'), 'GuestOnlyRoute'),
    children: [
      {
        path: '/auth/:mode',
        handle: {
          title: ({ mode }) => (mode === 'signup' ? 'Sign Up' : 'Sign In'),
        } satisfies RouteHandle,
        lazy: lazyPage(() => import('./pages/auth-mode-page.tsx'), 'AuthModePage'),
      },
      { path: '/new/login', ...signIn },
      { path: '/new/signin', ...signIn },
      { path: '/new/auth/signin', ...signIn },
      { path: '/new/signup', ...signUp },
      { path: '/new/auth/signup', ...signUp },
      {
        path: '/new/forgot-password',
        handle: title('Forgot Password'),
        lazy: lazyPage(() => import('./pages/forgot-password-page.tsx'), 'ForgotPasswordPage'),
      },
      {
        path: '/new/reset-password',
        handle: title('Reset Password'),
        lazy: lazyPage(() => import('./pages/reset-password-page.tsx'), 'ResetPasswordPage'),
      },
      {
        path: '/new/emergency-access',
        handle: title('Emergency Access'),
        lazy: lazyPage(() => import('./pages/emergency-access-page.tsx'), 'EmergencyAccessPage'),
      },
    ],
  },
  { path: '/auth', element: <Navigate to="/auth/signin" replace /> },
  { path: '/auth/*', element: <Navigate to="/auth/signin" replace /> },
  {
    path: '/new/verify-email',
    handle: title('Verify Email'),
    lazy: lazyPage(() => import('./pages/verify-email-page.tsx'), 'VerifyEmailPage'),
  },
  {
    path: '/new/callback',
    handle: title('Signing In'),
    lazy: lazyPage(() => import('./pages/callback-page.tsx'), 'CallbackPage'),
  },
  {
    path: '/new/password-reset-callback',
    handle: title('Reset Password'),
    lazy: lazyPage(
      () => import('./pages/password-reset-callback-page.tsx'),
      'PasswordResetCallbackPage',
    ),
  },
  {
    path: '/new/subscription',
    handle: title('Subscription Required'),
    lazy: lazyPage(() => import('./pages/subscription-page.tsx'), 'SubscriptionPage'),
  },
  { path: '/new/app/*', element: <Navigate to="/app" replace /> },
  { path: '/new/*', element: <Navigate to="/new/signin" replace /> },
  { path: '/new', element: <Navigate to="/new/signin" replace /> },
];
