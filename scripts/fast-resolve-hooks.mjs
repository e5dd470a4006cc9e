// Module resolution hooks (registered by scripts/fast-resolve.mjs, which the server loads with
// `--import`) that take the repeated package.json work out of a start (decision 022).
//
// Node 24's resolver asks for the nearest package.json of every file it resolves (to learn its
// "type") and of every package a bare specifier names, and each time it copies that package.json's
// fields out of its native cache, parsing its "exports" map again. drizzle-orm's package.json is
// 179 KB (an export for nearly every file), and a start resolves about 600 of drizzle's files plus
// a few thousand bare imports from our own modules: measured, 1.6 s of a restart's 6.2 s of CPU was
// that copying and 1.75 s the garbage collection after it; `import('drizzle-orm/node-postgres')`
// alone took 2.0-2.6 s, and 0.16-0.25 s with these hooks.
//
// Two shortcuts, both only where the answer cannot differ from Node's own:
// - A relative import (`./x.js`, `../y.mjs`) from a file inside node_modules is joined to its
//   parent's URL; its format comes from the extension, or for `.js` from the nearest
//   package.json's "type", read once per directory. Files outside node_modules (our own .ts),
//   other extensions, a package with no "type" (Node detects the format from the source),
//   `require` and a file that does not exist go to Node's resolver.
// - A bare specifier (`drizzle-orm`, `zod`, `#imports`) resolves the same way for every module of
//   one directory, so Node's answer is kept per (directory, specifier, conditions, attributes).
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * "module", "commonjs" or "none" (no "type" field: Node detects the format from the source) for
 * each directory seen, from its nearest package.json.
 */
const typeByDir = new Map();

function packageType(dir) {
  const walked = [];
  let type = 'none';
  for (let d = dir; ; d = dirname(d)) {
    const known = typeByDir.get(d);
    if (known !== undefined) {
      type = known;
      break;
    }
    walked.push(d);
    let text;
    try {
      text = readFileSync(join(d, 'package.json'), 'utf8');
    } catch {
      text = undefined;
    }
    if (text !== undefined) {
      try {
        const declared = JSON.parse(text).type;
        type = declared === 'module' || declared === 'commonjs' ? declared : 'none';
      } catch {
        type = 'none';
      }
      break;
    }
    if (dirname(d) === d) break;
  }
  for (const d of walked) typeByDir.set(d, type);
  return type;
}

const FORMAT_BY_EXTENSION = { '.mjs': 'module', '.cjs': 'commonjs', '.json': 'json' };
/** Node's answers to bare specifiers, per importing directory. */
const bareAnswers = new Map();

const isRelative = (s) => s.startsWith('./') || s.startsWith('../');
const isBare = (s) => !s.startsWith('.') && !s.startsWith('/') && !s.includes(':');

/** The resolve hook (module.registerHooks): Node's answer, without its repeated package.json work. */
export function resolve(specifier, context, nextResolve) {
  const parent = context.parentURL;
  if (!parent?.startsWith('file://')) return nextResolve(specifier, context);
  if (
    isRelative(specifier) &&
    parent.includes('/node_modules/') &&
    context.conditions?.includes('import')
  ) {
    const url = new URL(specifier, parent);
    const path = fileURLToPath(url);
    const extension = path.slice(path.lastIndexOf('.'));
    const format =
      FORMAT_BY_EXTENSION[extension] ?? (extension === '.js' ? packageType(dirname(path)) : 'none');
    if (format !== 'none' && statSync(path, { throwIfNoEntry: false })?.isFile())
      return { url: url.href, format, shortCircuit: true };
  }
  if (isBare(specifier)) {
    const key = [
      parent.slice(0, parent.lastIndexOf('/')),
      specifier,
      context.conditions?.join(',') ?? '',
      JSON.stringify(context.importAttributes ?? {}),
    ].join('\0');
    const known = bareAnswers.get(key);
    if (known) return known;
    const answer = nextResolve(specifier, context);
    bareAnswers.set(key, { url: answer.url, format: answer.format, shortCircuit: true });
    return answer;
  }
  return nextResolve(specifier, context);
}
