import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportRenderError } from '@/lib/remote-log.ts';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { formatTitle, useDocumentTitle } from '@/components/layouts/document-title.ts';
import { ErrorPanel } from './error-panel.tsx';
import { errorText, isChunkLoadError } from './is-chunk-load-error.ts';

/**
 * The router's error element ('Loading Error' for a failed chunk, else 'Something went wrong'). It
 * replaces the whole page, so it uses plain links and a full reload rather than the router, which
 * may be what failed.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const title = chunk ? 'Loading Error' : 'Something went wrong';
  useDocumentTitle(formatTitle(title));
  useEffect(() => reportRenderError(error), [error]);
  return (
    <main id="main-content">
      <ErrorPanel
        fullPage
        title={title}
        description={
          chunk
            ? 'We had trouble loading this page. This might be due to a network issue.'
            : 'An unexpected error occurred while loading this page.'
        }
        detail={errorText(error) || undefined}
      >
        <Button onClick={() => window.location.reload()}>Reload Page</Button>
        <a href="/" className={buttonClass('secondary')}>
          Go to Home
        </a>
      </ErrorPanel>
    </main>
  );
}
