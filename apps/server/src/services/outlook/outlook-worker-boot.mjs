// A worker thread does not inherit the server's TypeScript loader (tsx's hooks are per thread):
// register it here, then load the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./outlook-worker.ts');
