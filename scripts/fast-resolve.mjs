// Loaded with `--import` before the server's own modules (scripts/server-launch.mjs): registers the
// resolve hook of fast-resolve-hooks.mjs (decision 022). registerHooks runs the hook in this
// thread, synchronously, for every import after this one.
import module from 'node:module';
import { resolve } from './fast-resolve-hooks.mjs';

module.registerHooks?.({ resolve });
