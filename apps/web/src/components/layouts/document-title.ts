import { useEffect } from 'react';
import type { Params, UIMatch } from 'react-router';
import { brand } from '@/lib/brand.ts';

const APP_NAME = brand.brandName;
export const DEFAULT_TITLE = `${APP_NAME} - No BS Angler Scouting Reports`;

/**
 * Put `handle: title('About')` on a route and the root layout titles the
 * document 'About - AnglerScout'. The deepest route with a title wins.
 */
export interface RouteHandle {
  title?: string | ((params: Params) => string);
}

/** A route handle with a fixed title. */
export const title = (value: string): RouteHandle => ({ title: value });

export function formatTitle(title: string | undefined): string {
  return title ? `${title} - ${APP_NAME}` : DEFAULT_TITLE;
}

/** The title a route's handle gives (the router types handles as unknown, so it is checked here). */
function handleTitle({ handle, params }: UIMatch): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  const { title } = handle;
  const text: unknown = typeof title === 'function' ? title(params) : title;
  return typeof text === 'string' && text !== '' ? text : undefined;
}

export function titleFromMatches(matches: readonly UIMatch[]): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = handleTitle(matches[i]!);
    if (title) return formatTitle(title);
  }
  return DEFAULT_TITLE;
}

/** Sets the document title while mounted (for screens outside the route table, such as error screens). */
export function useDocumentTitle(fullTitle: string) {
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
