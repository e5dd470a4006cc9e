import { createBrowserRouter, type RouteObject } from 'react-router';
import { publicRoutes } from '@/features/marketing/routes.tsx';

/**
 * The route table: each feature contributes its routes; the app composes them. A feature never
 * imports another feature. The catch-all 404 lives in the marketing routes.
 */
export const routes: RouteObject[] = [...publicRoutes];

export const router = createBrowserRouter(routes);
