/**
 * The SPA's route table as the server sees it (dist/route-table.json, written by the web build):
 * react-router path patterns, where `:name` is one segment, `:name?` an optional one and a final
 * `*` any rest. Matching is case-insensitive and ignores a trailing slash, as react-router does.
 */
export function compileRoutes(patterns: string[]): (path: string) => boolean {
  const regexes = patterns.map((pattern) => {
    const segments = pattern.split('/').filter(Boolean);
    let source = '';
    for (const seg of segments) {
      if (seg === '*') source += '(?:/.*)?';
      else if (seg.startsWith(':')) source += seg.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      else source += `/${seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    }
    return new RegExp(`^${source || '/'}/?$`, 'i');
  });
  return (path) => regexes.some((re) => re.test(path));
}
