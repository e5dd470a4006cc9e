import type { Env } from '../../env.ts';

/** Vite's dev server (`npm run dev`), which proxies /api to this server. */
const DEV_SERVER_PORT = 5173;

/** The app's public URL: BETTER_AUTH_URL, else this machine on PORT. */
export function appUrl(env: Pick<Env, 'BETTER_AUTH_URL' | 'PORT'>): string {
  return env.BETTER_AUTH_URL ?? `http://localhost:${env.PORT}`;
}

/**
 * Origins a browser may call the API from. With BETTER_AUTH_URL set, that origin only. Without
 * it the app runs on one machine: localhost and 127.0.0.1 on PORT and on the dev server's port,
 * so `npm start` on any PORT and `npm run dev` both work whichever loopback name the browser uses.
 * Only loopback origins are added; no other site can send them.
 */
export function appOrigins(env: Pick<Env, 'BETTER_AUTH_URL' | 'PORT'>): string[] {
  if (env.BETTER_AUTH_URL) return [new URL(env.BETTER_AUTH_URL).origin];
  return ['localhost', '127.0.0.1'].flatMap((host) =>
    [env.PORT, DEV_SERVER_PORT].map((port) => `http://${host}:${port}`),
  );
}
