// Writes dist/landing.html: the built index.html with the landing page's markup inside #root. The
// server answers `/` with it (every other path gets the empty index.html). Run after `vite build`.
//
// The landing page does not run the app. Its links are plain hrefs and its FAQ native <details>;
// what it does need (the delayed Sign In, the lazy footer, error reporting, web vitals, the service
// worker) is its own small entry, src/landing.ts. So the app's entry script and its modulepreload
// hints are replaced by that entry, and the footer's markup is written to a module of its own that
// the entry fetches after the first paint.
// Measured with Lighthouse's mobile preset on this 2-core machine: hydrating the app over the
// prerendered page cost 650-1700 ms of total blocking time (score 73-91); see
// docs/operations/node-runtime.md for the figures without it.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  renderFooterHtml,
  renderLandingHtml,
} from '../src/features/marketing/prerender-landing.tsx';
import { LAZY_FOOTER_ATTRIBUTE } from '../src/features/marketing/landing-script.ts';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY = /\s*<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/g;
const LANDING_ENTRY = 'src/landing.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const index = readFileSync(`${dist}index.html`, 'utf8');
if (!index.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT} to fill`);
if (!ENTRY.test(index)) throw new Error('dist/index.html has no module entry script to replace');

// Vite's build manifest: the landing entry's file and the shared chunks it imports statically.
const manifestPath = `${dist}.vite/manifest.json`;
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
const entry = manifest[LANDING_ENTRY];
if (!entry) throw new Error(`the build manifest has no ${LANDING_ENTRY}`);
const imports = new Set<string>();
const collect = (keys: readonly string[] = []) => {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || imports.has(chunk.file)) continue;
    imports.add(chunk.file);
    collect(chunk.imports);
  }
};
collect(entry.imports);

const footerModule = `export default ${JSON.stringify(renderFooterHtml())};\n`;
const footerName = `assets/landing-footer-${createHash('sha256').update(footerModule).digest('hex').slice(0, 10)}.js`;
writeFileSync(`${dist}${footerName}`, footerModule);

const page = renderLandingHtml();
const marker = `${LAZY_FOOTER_ATTRIBUTE}=""`;
if (!page.includes(marker)) throw new Error(`the landing markup has no ${marker} placeholder`);

// Low priority: nothing the script does is needed for the first paint, and Chromium fetches a
// module script at high priority, ahead of what the page shows (Lighthouse's simulation then
// counts the script towards the first paint too).
const scripts = [
  `<script type="module" crossorigin fetchpriority="low" src="/${entry.file}"></script>`,
  ...[...imports].map(
    (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
  ),
]
  .map((tag) => `\n    ${tag}`)
  .join('');
const landing = index
  .replace(PRELOAD, '')
  .replace(ENTRY, scripts)
  .replace(
    EMPTY_ROOT,
    `<div id="root">${page.replace(marker, `${LAZY_FOOTER_ATTRIBUTE}="/${footerName}"`)}</div>`,
  );
writeFileSync(`${dist}landing.html`, landing);
// The manifest was only for this step; the server need not serve it.
rmSync(`${dist}.vite`, { recursive: true, force: true });
console.log(
  `dist/landing.html: landing page prerendered; its script is ${entry.file} (+${imports.size} shared), the footer ${footerName}; the app does not run there`,
);
