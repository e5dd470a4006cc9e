import { Button } from '@/components/ui/button.tsx';
import { CONTENT_ERROR_TITLE } from '../data/app-pages.ts';

/** Shown when a help page cannot be found or its code fails to load; Try Again reloads the page. */
export function ContentLoadError({ detail }: { detail: string }) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-red-800">{CONTENT_ERROR_TITLE}</h1>
      <p className="mt-3 text-slate-700">{detail}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Try Again
      </Button>
    </div>
  );
}
