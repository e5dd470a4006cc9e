// Writes dist/route-table.json: every path pattern of the SPA's route table (react-router syntax),
// so the server can answer a path no route claims with HTTP 404 (the SPA still shows its own Not
// Found page), and browser tests can walk every screen. Run after `vite build`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { routePaths } from '../src/app/route-paths.ts';
import { routes } from '../src/app/routes.tsx';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const paths = routePaths(routes);
writeFileSync(`${dist}route-table.json`, `${JSON.stringify({ paths }, null, 2)}\n`);
console.log(`dist/route-table.json: ${paths.length} route patterns`);
