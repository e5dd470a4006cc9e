import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * The written report. react-markdown builds React elements from the markdown syntax tree and,
 * without rehype-raw, never renders raw HTML; its default URL filter drops javascript: and data:
 * links. remark-gfm turns the writer's pipe tables (the tide table) into real tables. Headings
 * shift down one level so the page keeps a single h1.
 */
export function ReportMarkdown({ markdown }: { markdown: string }) {
  return (
    <div className="flex flex-col gap-3 leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-brand-900 [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:mt-1 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2">
      <Markdown
        skipHtml
        remarkPlugins={[remarkGfm]}
        components={{
          h1: ({ children }) => <h2>{children}</h2>,
          h2: ({ children }) => <h3>{children}</h3>,
          h3: ({ children }) => <h4>{children}</h4>,
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noreferrer noopener">
              {children}
            </a>
          ),
        }}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
