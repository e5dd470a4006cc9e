import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { MAP_TILES } from '../data/copy.ts';

interface SpotMapProps {
  latitude: number;
  longitude: number;
  onPick: (latitude: number, longitude: number) => void;
}

function FollowSpot({ latitude, longitude }: { latitude: number; longitude: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([latitude, longitude], Math.max(map.getZoom(), 9));
  }, [map, latitude, longitude]);
  return null;
}

function ClickToPick({ onPick }: Pick<SpotMapProps, 'onPick'>) {
  useMapEvents({
    click: (e) =>
      onPick(Math.round(e.latlng.lat * 1e4) / 1e4, Math.round(e.latlng.lng * 1e4) / 1e4),
  });
  return null;
}

/** OpenStreetMap with the spot marked; a click picks a new spot. Loaded on its own so the page draws first. */
export default function SpotMap({ latitude, longitude, onPick }: SpotMapProps) {
  return (
    <div role="region" aria-label="Map: click to choose a fishing spot">
      <MapContainer
        center={[latitude, longitude]}
        zoom={9}
        className="h-56 w-full rounded-lg md:h-72"
      >
        <TileLayer url={MAP_TILES.url} attribution={MAP_TILES.attribution} />
        <CircleMarker
          center={[latitude, longitude]}
          radius={9}
          pathOptions={{ color: '#0f5753', fillColor: '#f6c453', fillOpacity: 0.9 }}
        />
        <FollowSpot latitude={latitude} longitude={longitude} />
        <ClickToPick onPick={onPick} />
      </MapContainer>
    </div>
  );
}
