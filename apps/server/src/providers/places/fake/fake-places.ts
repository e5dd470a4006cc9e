import { fakeAnswer, OUTAGE_SPOT, type FakeControl } from '../../shared/fake/fake-control.ts';
import type { Place, PlacesProvider } from '../places-provider.ts';

const OUTAGE_PLACE: Place = {
  placeId: 'fake:outage',
  name: OUTAGE_SPOT.name,
  admin1: OUTAGE_SPOT.admin1,
  lat: OUTAGE_SPOT.lat,
  lon: OUTAGE_SPOT.lon,
  timeZone: 'America/Chicago',
};

/** The bundled list stands in for the online geocoder, plus the outage test point (see fake-control). */
export function fakePlaces({
  control,
  offline,
}: {
  control: FakeControl;
  offline: PlacesProvider;
}): PlacesProvider {
  return {
    async search(query, limit) {
      await fakeAnswer(control, 'open-meteo-geocoding');
      if (OUTAGE_SPOT.name.toLowerCase().startsWith(query.trim().toLowerCase()))
        return [OUTAGE_PLACE];
      return offline.search(query, limit);
    },
  };
}
