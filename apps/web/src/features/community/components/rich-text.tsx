/**
 * Post and reply text as HTML the server rendered from markdown and sanitised (marked, then a
 * sanitize-html allowlist: no script, handlers, frames or javascript: links) before storing it.
 */
export function RichText({ html }: { html: string }) {
  return <div className="page-prose text-slate-800" dangerouslySetInnerHTML={{ __html: html }} />;
}
