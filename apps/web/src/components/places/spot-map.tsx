import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import type { LatLng } from 'leaflet';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';

export interface MapSpot {
  latitude: number;
  longitude: number;
}

export interface SpotMapProps {
  /** The chosen spot, marked and kept in view; null shows the whole country. */
  spot: MapSpot | null;
  onPick: (spot: MapSpot) => void;
}

const US_CENTER: [number, number] = [39.5, -98.35];
const TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};
/** Close enough to tell one bank or cove from another. */
const SPOT_ZOOM = 9;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** A clicked point as a spot: panning past the date line gives longitudes beyond ±180, so wrap. */
function spotFromClick(latlng: LatLng): MapSpot {
  const { lat, lng } = latlng.wrap();
  return { latitude: round4(lat), longitude: round4(lng) };
}

function FollowSpot({ spot }: { spot: MapSpot | null }) {
  const map = useMap();
  const latitude = spot?.latitude;
  const longitude = spot?.longitude;
  useEffect(() => {
    if (latitude === undefined || longitude === undefined) return;
    map.setView([latitude, longitude], Math.max(map.getZoom(), SPOT_ZOOM));
  }, [map, latitude, longitude]);
  return null;
}

function ClickToPick({ onPick }: Pick<SpotMapProps, 'onPick'>) {
  useMapEvents({ click: (e) => onPick(spotFromClick(e.latlng)) });
  return null;
}

/**
 * OpenStreetMap with the spot marked; a click picks a new spot. Loaded on its own chunk (through
 * MapPanel) so the page draws first. The place search is the keyboard way to choose a spot.
 */
export default function SpotMap({ spot, onPick }: SpotMapProps) {
  return (
    <div role="region" aria-label="Map: click to choose a fishing spot">
      <MapContainer
        center={spot ? [spot.latitude, spot.longitude] : US_CENTER}
        zoom={spot ? SPOT_ZOOM : 4}
        scrollWheelZoom={false}
        className="h-56 w-full rounded-lg border border-slate-300 md:h-72"
      >
        <TileLayer url={TILES.url} attribution={TILES.attribution} />
        {spot ? (
          <CircleMarker
            center={[spot.latitude, spot.longitude]}
            radius={9}
            pathOptions={{ color: '#0f5753', fillColor: '#f6c453', fillOpacity: 0.9 }}
          />
        ) : null}
        <FollowSpot spot={spot} />
        <ClickToPick onPick={onPick} />
      </MapContainer>
    </div>
  );
}
