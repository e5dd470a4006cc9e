import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
  useLocation,
} from 'react-router';
import type { TSessionValidateResponse } from '@anglerscout/contracts';
import Toaster from '@/components/ui/toaster.tsx';
import type { SessionInfo, SessionUser } from '@/lib/auth/auth-api.ts';
import { SESSION_KEY, VALIDATE_KEY } from '@/lib/auth/use-session.ts';

export interface RenderWithProvidersOptions {
  /** The route pattern the element is drawn at (its `:params` reach useParams); default '*'. */
  path?: string;
  /** Where the memory router starts: a path, or a location with `state`. Default: `path`, or '/'. */
  at?: InitialEntry;
  /**
   * Other screens a navigation can land on. Any other path lands on a stand-in that names it
   * (unless `path` is '*'); the router's `state.location` says where a navigation went.
   */
  routes?: RouteObject[];
  /**
   * The signed-in member, seeded as the session the app read from GET /api/auth/get-session;
   * `null` is signed out. Left out, nothing is seeded (a page that reads it then asks the API).
   */
  session?: SessionInfo | null;
  /** The server's admin check (POST /api/session/validate), seeded the same way. */
  validation?: TSessionValidateResponse;
  onCaughtError?: RenderOptions['onCaughtError'];
}

/** Where a navigation away from the screen under test lands. */
function Elsewhere() {
  return <p>Navigated to {useLocation().pathname}</p>;
}

/** A fresh client per test: no retries (a test decides every answer), nothing shared. */
function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** A member as better-auth's get-session answers for them (only the fields the app reads). */
export function testSession(user: Partial<SessionUser> = {}): SessionInfo {
  return {
    user: {
      id: 'user-1',
      email: 'angler@example.com',
      name: 'Angler',
      emailVerified: true,
      role: 'user',
      image: null,
      ...user,
    },
    session: { id: 'session-1', expiresAt: '2099-01-01T00:00:00.000Z' },
  };
}

/**
 * Renders a component or page as the app does: a QueryClient, a memory router, the toast outlet,
 * and (when given) the session. Returns Testing Library's result plus the router (its
 * `state.location` is where a navigation went), the client and a user-event instance.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { path = '*', routes = [], session, validation, onCaughtError } = options;
  const at = options.at ?? (/[:*]/.test(path) ? '/' : path);
  // sonner keeps its toasts in a module-wide store and replays the live ones to a new outlet:
  // without this, one test's "Catch deleted" would show in the next test's page.
  toast.dismiss();
  const client = createTestQueryClient();
  if (session !== undefined) client.setQueryData(SESSION_KEY, session);
  if (validation !== undefined) client.setQueryData(VALIDATE_KEY, validation);
  const elsewhere = path === '*' ? [] : [{ path: '*', element: <Elsewhere /> }];
  const router = createMemoryRouter([{ path, element: ui }, ...routes, ...elsewhere], {
    initialEntries: [at],
  });
  // No pause between keystrokes: typing a title is then milliseconds, not seconds. A test of a
  // typing pause (a debounced search or preview) sets up its own user-event with a delay.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
    { onCaughtError },
  );
  return { ...result, client, router, user };
}
