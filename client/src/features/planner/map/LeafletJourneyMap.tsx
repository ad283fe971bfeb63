import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import L, { type LatLngBoundsExpression, type PathOptions } from 'leaflet';
import type { Feature, FeatureCollection } from 'geojson';
import { useEffect, useMemo, useState } from 'react';
import { AttributionControl, GeoJSON, MapContainer, Marker, Pane, Polyline, Tooltip, useMap } from 'react-leaflet';
import { LeafletTrainLines } from './LeafletTrainLines';
import { MAP_BOUNDS, MAP_CENTRE, MAP_HEIGHT, MAP_ZOOM, type JourneyMapProps, type MapStop } from './types';

type BaseLayers = { outline: Feature; roads: FeatureCollection; rail: FeatureCollection; towns: FeatureCollection };

const bounds: LatLngBoundsExpression = [
  [MAP_BOUNDS.south, MAP_BOUNDS.west],
  [MAP_BOUNDS.north, MAP_BOUNDS.east],
];

const outlineStyle: PathOptions = { color: '#8a7f63', weight: 1, fillColor: '#f3efe2', fillOpacity: 1 };
const railStyle: PathOptions = { color: '#4a4a4a', weight: 1.5, dashArray: '4 4' };
const roadStyle = (feature?: Feature): PathOptions =>
  feature?.properties?.class === 'expressway'
    ? { color: '#d9822b', weight: 3 }
    : feature?.properties?.class === 'A-road'
      ? { color: '#b5a98a', weight: 1.5 }
      : { color: '#cfc6ad', weight: 1 };

const townMarker = (feature: Feature, latlng: L.LatLng) =>
  L.circleMarker(latlng, {
    radius: feature.properties?.districtCapital ? 3.5 : 2,
    color: '#3b3b3b',
    weight: 1,
    fillColor: feature.properties?.districtCapital ? '#3b3b3b' : '#ffffff',
    fillOpacity: 1,
  }).bindTooltip(String(feature.properties?.name ?? ''));

type MarkerKind = 'stop' | 'attraction' | 'waypoint';
/** The route's ends stay on top of the places near them. */
const Z_OFFSET: Record<MarkerKind, number> = { attraction: 0, waypoint: 1000, stop: 2000 };

function numberedIcon(label: string, kind: MarkerKind) {
  return L.divIcon({
    className: `tm-marker tm-marker-${kind}`,
    html: `<span>${label}</span>`,
    iconSize: [26, 26],
    iconAnchor: [13, 13],
  });
}

/** Fits the view to the route when one is drawn, and returns to the whole island when it is cleared. */
function FitRoute({ route }: { route: JourneyMapProps['route'] }) {
  const map = useMap();
  useEffect(() => {
    if (!route) {
      map.setView([MAP_CENTRE.lat, MAP_CENTRE.lng], MAP_ZOOM);
      return;
    }
    if (route.length < 2) return;
    map.fitBounds(L.latLngBounds(route.map(([lng, lat]) => [lat!, lng!] as [number, number])), { padding: [24, 24], maxZoom: 10 });
  }, [map, route]);
  return null;
}

function StopMarkers({ stops, kind }: { stops: readonly MapStop[]; kind: MarkerKind }) {
  return stops.map((stop) => (
    <Marker key={`${kind}-${stop.label}-${stop.name}`} position={[stop.lat, stop.lng]} icon={numberedIcon(stop.label, kind)} title={stop.name} alt={stop.name} zIndexOffset={Z_OFFSET[kind]}>
      <Tooltip>{stop.name}</Tooltip>
    </Marker>
  ));
}

/**
 * The journey on the project's own GeoJSON (Natural Earth outline, curated roads, rail and towns); no tile server,
 * so it works offline.
 */
export default function LeafletJourneyMap({ route, stops, attractions, waypoints, trainLines = [], onReady, layersUrl }: JourneyMapProps & { layersUrl: string }) {
  const [layers, setLayers] = useState<BaseLayers | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetch(layersUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`layers: HTTP ${response.status}`);
        return response.json() as Promise<BaseLayers>;
      })
      .then((data) => {
        if (!live) return;
        setLayers(data);
        onReady();
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [layersUrl, onReady]);

  const line = useMemo(() => route?.map(([lng, lat]) => [lat!, lng!] as [number, number]) ?? null, [route]);

  return (
    <MapContainer
      center={[MAP_CENTRE.lat, MAP_CENTRE.lng]}
      zoom={MAP_ZOOM}
      minZoom={MAP_ZOOM}
      maxZoom={12}
      maxBounds={bounds}
      maxBoundsViscosity={1}
      style={{ height: MAP_HEIGHT, width: '100%' }}
      className="tm-map"
      attributionControl={false}
    >
      <AttributionControl prefix='<a href="https://leafletjs.com">Leaflet</a>' />
      {failed ? <div className="tm-map-message">The map could not load. Reload the page to try again.</div> : null}
      {layers ? (
        <>
          <GeoJSON data={layers.outline} style={outlineStyle} attribution='<a href="/attribution">Natural Earth, GeoNames (CC BY 4.0), TripMate</a>' />
          <GeoJSON data={layers.rail} style={railStyle} attribution='Railways © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a> (ODbL)' />
          <GeoJSON data={layers.roads} style={roadStyle} />
          <GeoJSON data={layers.towns} pointToLayer={townMarker} />
        </>
      ) : null}
      {/* Its own pane above the base layers: the route can arrive before them (a saved plan), and the island's outline is opaque. */}
      <Pane name="tm-route" style={{ zIndex: 450 }}>
        {line ? <Polyline positions={line} pathOptions={{ color: '#1d4ed8', weight: 5, opacity: 0.85 }} /> : null}
        <LeafletTrainLines lines={trainLines} />
      </Pane>
      <StopMarkers stops={attractions} kind="attraction" />
      <StopMarkers stops={waypoints} kind="waypoint" />
      <StopMarkers stops={stops} kind="stop" />
      <FitRoute route={route} />
    </MapContainer>
  );
}
