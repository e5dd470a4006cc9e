// What each browser says when a lazily loaded module cannot be fetched (usually a network blip,
// or a deploy that replaced the hashed file the old page still points at).
const CHUNK_LOAD_PATTERNS = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's preload helper
  /loading (css )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    CHUNK_LOAD_PATTERNS.some((pattern) => pattern.test(error.message))
  );
}

/** A readable one-line text for any thrown value. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'statusText' in error) {
    const status = 'status' in error ? error.status : undefined;
    return [status, error.statusText]
      .filter((part) => typeof part === 'number' || (typeof part === 'string' && part !== ''))
      .join(' ');
  }
  return '';
}
