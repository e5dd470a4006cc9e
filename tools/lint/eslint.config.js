// The repository's lint rules: import boundaries (as data, not prose), no import cycles,
// kebab-case file names, and typescript-eslint's recommended rules. Run from the repository root
// with `npm run lint`. Prettier owns formatting; nothing here overlaps with it.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = fileURLToPath(new URL('../..', import.meta.url));
/**
 * Imports resolve as TypeScript resolves them, through each tsconfig's `paths` (the web app's
 * `@/` alias): with the plain node resolver the boundaries below never saw an `@/` import.
 * tools/lint/boundaries.test.ts lints planted violations so a resolver change cannot switch the
 * rules off again.
 */
const resolver = createTypeScriptImportResolver({
  alwaysTryTypes: true,
  noWarnOnMultipleProjects: true,
  project: [
    `${root}/tsconfig.json`,
    `${root}/apps/web/tsconfig.json`,
    `${root}/packages/scout/tsconfig.json`,
    `${root}/e2e/tsconfig.json`,
  ],
});
const webFeatures = readdirSync(`${root}/apps/web/src/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Web: shared code <- features <- app, and no feature reaches into another (bulletproof-react). */
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to components/ or lib/.',
  })),
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features do not import the app shell; the app imports features.',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message:
      'Shared code (components/, lib/) is imported by features and the app, never the reverse.',
  },
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The web app talks to the server over HTTP only.',
  },
];

/** Server: routes -> services -> db/providers; a route reaches data only through a service. */
const serverZones = [
  {
    target: './apps/server/src/routes/**/!(*.test).ts',
    from: ['./apps/server/src/db/schema', './apps/server/src/providers'],
    message: 'Routes are thin: reach the database and outside services through a service.',
  },
  {
    target: ['./apps/server/src/services', './apps/server/src/db', './apps/server/src/providers'],
    from: [
      './apps/server/src/routes',
      './apps/server/src/middleware',
      './apps/server/src/lib/http',
    ],
    message:
      'Services, the database layer and providers know nothing of routes, middleware or HTTP helpers.',
  },
  {
    target: ['./apps/server/src/db', './apps/server/src/providers'],
    from: './apps/server/src/services',
    message: 'The database layer and providers sit below services.',
  },
  {
    target: './apps/server/src/lib/http',
    from: [
      './apps/server/src/routes',
      './apps/server/src/services',
      './apps/server/src/middleware',
    ],
    message:
      'lib/http/ holds request and response helpers below routes: it imports no route, middleware or service.',
  },
  {
    target: './apps/server/src/lib/primitives',
    from: [
      './apps/server/src/lib/http',
      './apps/server/src/routes',
      './apps/server/src/services',
      './apps/server/src/middleware',
      './apps/server/src/auth',
      './apps/server/src/jobs',
      './apps/server/src/db',
      './apps/server/src/providers',
    ],
    message:
      'lib/primitives/ holds pure helpers with no HTTP: it imports no HTTP helper, route, service or other layer.',
  },
  {
    target: ['./apps/server/src/!(test)/**/!(*.test).ts', './apps/server/src/!(*.test).ts'],
    from: './apps/server/src/test',
    message: 'test/ holds test-only helpers and fakes: runtime code never imports them.',
  },
  {
    target: './apps/server',
    from: './apps/web',
    message: 'The server never imports the web app.',
  },
];

/** Shared packages: contracts are zod only; scout is pure science (no server, web or I/O). */
const packageZones = [
  {
    target: './packages',
    from: ['./apps', './e2e'],
    message: 'Packages are shared by the apps and import neither.',
  },
  {
    target: './packages/contracts',
    from: './packages/scout',
    message: 'Contracts depend on nothing but zod.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**/*.json',
      'apps/server/drizzle/**',
      'coverage/**',
      'bench-results/**',
      '**/*.d.mts',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [resolver],
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...webZones, ...serverZones, ...packageZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mts,mjs,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,packages,e2e,scripts,bench,tools}/**/': 'KEBAB_CASE' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Routes are thin: SQL belongs in services.
    files: ['apps/server/src/routes/**/*.ts'],
    ignores: ['apps/server/src/routes/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
              message: 'Routes are thin: run queries in a service, not in a route.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server primitives know nothing of HTTP: request and response helpers live in lib/http/.
    files: ['apps/server/src/lib/primitives/**/*.ts'],
    ignores: ['apps/server/src/lib/primitives/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['hono', 'hono/*', '@hono/*'],
              message:
                'lib/primitives/ has no HTTP: put request and response helpers in lib/http/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Contracts are shared with the browser: zod and nothing of Node.
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['packages/contracts/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'crypto', 'fs', 'path', 'os'],
              message: 'Contracts run in the browser too: zod only, no Node modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // No I/O in the science package's own code (tests and bundled-data builders may read files).
    files: ['packages/scout/src/**/*.ts'],
    ignores: ['packages/scout/src/**/*.test.ts', 'packages/scout/src/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'fs',
                'http',
                'https',
                'net',
                'child_process',
                'pg',
                '@electric-sql/*',
              ],
              message:
                'packages/scout is pure: no files, network, database or processes (the server reads data files and passes them in).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'packages/scout is pure: the server fetches and passes data in.',
        },
        { name: 'XMLHttpRequest', message: 'packages/scout is pure: no network.' },
      ],
    },
  },
);
