// Loaded with `--import` before the server's own modules (scripts/server-launch.mjs): Node keeps the
// V8 code it compiles for each module on disk (NODE_COMPILE_CACHE, or node-compile-cache in the
// system's temporary directory) and reuses it at the next start, so a restart skips most of the
// parsing and compiling of its ~1,500 modules (decision 021). The cache is keyed by Node's version
// and each file's content, so a changed file is compiled again.
import module from 'node:module';

module.enableCompileCache?.();
