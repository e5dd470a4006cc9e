/**
 * Text a user typed (a place name), made inert inside a line of markdown: the characters that
 * start links, images, emphasis, code, tables or HTML are backslash-escaped, and so are the
 * colon of a URL scheme and the dot of `www.` (which GFM would turn into links on their own).
 * The name reads as typed and never becomes a link or markup in the report.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]()<>!|~]/g, (c) => `\\${c}`)
    .replace(/([a-z][a-z0-9+.-]*):\/\//gi, '$1\\://')
    .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}\\.`);
}
