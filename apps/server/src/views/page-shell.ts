import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/**
 * The stylesheet of the server-rendered public pages, inline: a blog page needs no request but
 * its own to paint (no render-blocking CSS, no JavaScript at all). Brand colours match the app.
 */
const STYLE = `*,*::before,*::after{box-sizing:border-box}body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#0f172a;background:#fff;line-height:1.6;-webkit-text-size-adjust:100%}
a{color:#0f5753}a:hover{color:#0a2a2b}:focus-visible{outline:3px solid #e8a93a;outline-offset:2px}
.bar{border-bottom:1px solid #e2e8f0}.bar nav,.wrap{max-width:46rem;margin:0 auto;padding:0 1rem}
.bar nav{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem 1.25rem;padding-top:.75rem;padding-bottom:.75rem}
.logo{font-weight:800;font-size:1.15rem;color:#0f3d3e;text-decoration:none;margin-right:auto}.bar a{font-weight:600;text-decoration:none}
.cta{background:#0f5753;color:#fff!important;padding:.45rem .9rem;border-radius:.5rem}
h1{font-size:clamp(1.75rem,5vw,2.4rem);line-height:1.2;color:#0a2a2b;margin:1.5rem 0 .5rem}
h2{color:#0a2a2b;line-height:1.3;margin-top:2rem}.meta{color:#475569;font-size:.95rem;margin:0 0 1rem}
.cats{display:flex;flex-wrap:wrap;gap:.5rem;padding:0;list-style:none;margin:1rem 0}.cats a{display:inline-block;padding:.25rem .7rem;border:1px solid #cbd5e1;border-radius:999px;text-decoration:none;font-size:.9rem}.cats a[aria-current]{background:#0f5753;color:#fff;border-color:#0f5753}
.posts{list-style:none;padding:0;margin:0}.posts li{border-top:1px solid #e2e8f0;padding:1.25rem 0}.posts h2{margin:.1rem 0 .3rem;font-size:1.3rem}.posts h2 a{text-decoration:none}
.cover{width:100%;height:auto;border-radius:.75rem;background:#eef8f6;margin:.5rem 0 1.5rem}
.body img{max-width:100%;height:auto}.body pre{overflow-x:auto;background:#f1f5f9;padding:.75rem;border-radius:.5rem}.body table{border-collapse:collapse;width:100%}.body td,.body th{border:1px solid #cbd5e1;padding:.3rem .5rem}
.body blockquote{margin:1rem 0;padding-left:1rem;border-left:4px solid #d3ede8;color:#334155}
footer{margin-top:3rem;border-top:1px solid #e2e8f0;color:#475569;font-size:.9rem}footer .wrap{padding-top:1rem;padding-bottom:2rem}`;

export interface ShellMeta {
  title: string;
  description: string;
  canonical: string;
  type: 'website' | 'article';
  image?: string | null;
  jsonLd?: Record<string, unknown>;
}

/** JSON inside a script element: `<` is written as \\u003c so the text can never close the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function pageShell(meta: ShellMeta, main: Html): Html {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${meta.title}</title>
        <meta name="description" content="${meta.description}" />
        <link rel="canonical" href="${meta.canonical}" />
        <meta property="og:site_name" content="AnglerScout" />
        <meta property="og:type" content="${meta.type}" />
        <meta property="og:title" content="${meta.title}" />
        <meta property="og:description" content="${meta.description}" />
        <meta property="og:url" content="${meta.canonical}" />
        ${meta.image ? html`<meta property="og:image" content="${meta.image}" /><meta name="twitter:card" content="summary_large_image" />` : html`<meta name="twitter:card" content="summary" />`}
        <meta name="theme-color" content="#0f3d3e" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <link
          rel="alternate"
          type="application/rss+xml"
          title="AnglerScout Blog"
          href="/blog/rss.xml"
        />
        <style>
          ${raw(STYLE)}
        </style>
        ${
          meta.jsonLd
            ? html`<script type="application/ld+json">
                ${raw(jsonForScript(meta.jsonLd))}
              </script>`
            : ''
        }
      </head>
      <body>
        <header class="bar">
          <nav aria-label="Main">
            <a class="logo" href="/">AnglerScout</a><a href="/blog">Blog</a
            ><a href="/auth/signin">Sign In</a
            ><a class="cta" href="/new/auth/signup">Get 3 Free Reports</a>
          </nav>
        </header>
        <main id="main" class="wrap">${main}</main>
        <footer>
          <div class="wrap">
            © ${new Date().getFullYear()} AnglerScout · <a href="/blog/rss.xml">RSS</a> ·
            <a href="/about">About</a> · <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a>
          </div>
        </footer>
      </body>
    </html>`;
}
