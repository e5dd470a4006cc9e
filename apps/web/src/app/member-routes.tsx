import type { RouteObject } from 'react-router';

/** Signed-in routes under /app, composed from the member features. */
export const memberRoutes: RouteObject[] = [];
