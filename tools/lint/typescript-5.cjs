// typescript-eslint reads TypeScript's compiler API, which TypeScript 7 (the native compiler this
// repository builds with) does not ship. tools/lint installs TypeScript 5.9 for it; npm nests
// typescript-eslint's own packages next to it, but hoists ts-api-utils to the root, where
// `require('typescript')` would find version 7. This preload sends every `typescript` request
// made while linting to the 5.9 copy. See docs/decisions/009-lint-with-typescript-5.md.
const Module = require('node:module');
const path = require('node:path');

const typescript5 = require.resolve('typescript', { paths: [__dirname] });
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (request === 'typescript') return typescript5;
  return resolve.call(this, request, parent, ...rest);
};
if (!require(typescript5).version.startsWith('5.'))
  throw new Error(`tools/lint expected TypeScript 5 at ${path.dirname(typescript5)}`);
