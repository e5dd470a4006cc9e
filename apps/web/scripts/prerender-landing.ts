// Writes dist/landing.html: the built index.html with the landing page's markup inside #root.
// The server answers `/` with it (every other path gets the empty index.html). Run after `vite build`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderLandingHtml } from '../src/features/marketing/prerender-landing.tsx';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const EMPTY_ROOT = '<div id="root"></div>';
const index = readFileSync(`${dist}index.html`, 'utf8');
if (!index.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT} to fill`);
writeFileSync(`${dist}landing.html`, index.replace(EMPTY_ROOT, `<div id="root">${renderLandingHtml()}</div>`));
console.log('dist/landing.html: landing page prerendered');
