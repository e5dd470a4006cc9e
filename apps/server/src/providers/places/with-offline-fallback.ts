import { ProviderError } from '../shared/provider-error.ts';
import type { PlacesProvider } from './places-provider.ts';

/**
 * Online search first; when the online geocoder is down, the bundled list answers. ZIP codes
 * always go to the bundled list, which has every one.
 */
export function withOfflineFallback(
  online: PlacesProvider,
  offline: PlacesProvider,
  onFallback: (err: ProviderError) => void = () => {},
): PlacesProvider {
  return {
    async search(query, limit) {
      if (/^\d{3,5}$/.test(query.trim())) return offline.search(query, limit);
      try {
        const found = await online.search(query, limit);
        return found.length > 0 ? found : offline.search(query, limit);
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        onFallback(err);
        return offline.search(query, limit);
      }
    },
  };
}
