import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer, useMapEvents } from 'react-leaflet';
import type { PickedLocation } from '../lib/report-form.ts';

const US_CENTER: [number, number] = [39.5, -98.35];

function ClickToPick({ onPick }: { onPick: (place: PickedLocation) => void }) {
  useMapEvents({
    click(e) {
      // Panning past the date line gives longitudes beyond ±180; wrap() brings them back.
      const { lat, lng } = e.latlng.wrap();
      const latitude = Math.round(lat * 10_000) / 10_000;
      const lon = Math.round(lng * 10_000) / 10_000;
      onPick({
        name: `Map pin ${latitude.toFixed(4)}, ${lon.toFixed(4)}`,
        latitude,
        longitude: lon,
      });
    },
  });
  return null;
}

/**
 * Leaflet with OpenStreetMap tiles. Loaded only when the member opens the map, so neither the
 * landing page nor the rest of the form pays for it. A click drops the pin; the search box
 * is the keyboard way to choose a place.
 */
export default function MapPicker({
  value,
  onPick,
}: {
  value: PickedLocation | null;
  onPick: (place: PickedLocation) => void;
}) {
  const center: [number, number] = value ? [value.latitude, value.longitude] : US_CENTER;
  return (
    <div role="region" aria-label="Map: click to choose a spot">
      <MapContainer
        center={center}
        zoom={value ? 10 : 4}
        scrollWheelZoom={false}
        className="h-72 w-full rounded-lg border border-slate-300"
      >
        <TileLayer
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
        />
        <ClickToPick onPick={onPick} />
        {value ? (
          <CircleMarker
            center={[value.latitude, value.longitude]}
            radius={9}
            pathOptions={{ color: '#0f5753', fillColor: '#f6c453', fillOpacity: 0.9 }}
          />
        ) : null}
      </MapContainer>
    </div>
  );
}
