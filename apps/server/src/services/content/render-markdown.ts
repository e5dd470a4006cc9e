import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * What member and admin HTML may contain once sanitised: text structure, links and images, no
 * scripts, styles, frames, forms or event handlers. Links and images may only use http(s),
 * mailto or same-site paths (no javascript:, data: or vbscript:).
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'em',
    'b',
    'i',
    'del',
    's',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
    'span',
    'div',
    'section',
    'article',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Script and style contents go with their tags rather than surviving as text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'template',
  ],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'nofollow ugc noopener noreferrer' },
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: 'lazy', decoding: 'async' },
    }),
  },
};
POLICY.allowedAttributes = {
  ...POLICY.allowedAttributes,
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
};

const markdown = new Marked({ gfm: true, breaks: true, async: false });

/** Sanitises HTML from anywhere outside our code (an upstream page, rendered markdown). */
export function sanitizeHtmlFragment(html: string): string {
  return sanitizeHtml(html, POLICY);
}

/**
 * Markdown from a member or an admin, as HTML that is safe to put in a page: marked renders it
 * (raw HTML in the markdown passes through marked untouched) and sanitize-html keeps only the
 * allowlist above, so whatever was typed renders inert.
 */
export function renderMarkdown(source: string): string {
  return sanitizeHtmlFragment(markdown.parse(source, { async: false }));
}

/** The only entities sanitize-html writes into text; callers escape the plain text again where they use it. */
const ENTITIES = { lt: '<', gt: '>', quot: '"', amp: '&' } as const;

/** Plain text of some markdown, for excerpts, feeds and meta descriptions. */
export function markdownToText(source: string, maxLength = 200): string {
  const text = sanitizeHtml(markdown.parse(source, { async: false }), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: POLICY.nonTextTags,
  })
    .replace(/&(lt|gt|quot|amp);/g, (_, name: keyof typeof ENTITIES) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
