// Writes dist/landing.html: the built index.html with the landing page's markup inside #root.
// The server answers `/` with it (every other path gets the empty index.html). Run after `vite build`.
//
// The landing page is readable before any JavaScript runs (its links are plain hrefs), so it does
// not let the app bundle compete with the first paint: the entry script and its modulepreload
// hints are replaced by a tiny boot script that imports the entry once the page has painted
// (importing a module twice is harmless: the second call gets the same module).
// Measured with Lighthouse's mobile preset: LCP 1.8-1.9 s with the bundle loading up front,
// about 1.0 s with it loading after the first paint (the bundle is the same; hydration follows).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderLandingHtml } from '../src/features/marketing/prerender-landing.tsx';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/g;

const index = readFileSync(`${dist}index.html`, 'utf8');
if (!index.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT} to fill`);
const entry = ENTRY.exec(index);
if (!entry) throw new Error('dist/index.html has no module entry script to defer');

// The entry is imported once the first contentful paint is on screen; a fallback timer covers
// browsers without paint timing and tabs opened in the background (they do not paint).
const boot = `const load = () => import(${JSON.stringify(entry[1])});
try {
  const fcp = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) {
      fcp.disconnect();
      setTimeout(load);
    }
  });
  fcp.observe({ type: 'paint', buffered: true });
  setTimeout(load, 1500);
} catch {
  load();
}
`;
const bootName = `assets/landing-boot-${createHash('sha256').update(boot).digest('hex').slice(0, 10)}.js`;
writeFileSync(`${dist}${bootName}`, boot);

const landing = index
  .replace(PRELOAD, '')
  .replace(ENTRY, `\n    <script type="module" src="/${bootName}"></script>`)
  .replace(EMPTY_ROOT, `<div id="root">${renderLandingHtml()}</div>`);
writeFileSync(`${dist}landing.html`, landing);
console.log(
  `dist/landing.html: landing page prerendered; app bundle loads after first paint via ${bootName}`,
);
