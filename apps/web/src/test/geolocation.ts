import { onTestFinished, vi } from 'vitest';

/**
 * Gives jsdom's navigator (which has none) a geolocation for this test: the position answers
 * getCurrentPosition, 'denied' calls its error callback as a browser does when the member says no.
 */
export function stubGeolocation(answer: { latitude: number; longitude: number } | 'denied') {
  const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success, failure) => {
    if (answer === 'denied')
      failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    else
      success({
        coords: { ...answer, accuracy: 12 },
        timestamp: Date.now(),
      } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });
  return getCurrentPosition;
}
