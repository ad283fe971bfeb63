import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useMap } from 'react-leaflet';
import { placeLabels, type Box } from './label-placement';
import { bandForZoom, loadBand, type Attribution } from './map-data';
import { coastStyle, districtStyle, labelFont, railStyle, roadStyle } from './map-styles';
import type { MapPoint } from './map-view';

type LoadedBand = Awaited<ReturnType<typeof loadBand>>;

/** Room a route marker takes (its icon is 26 px round, see LeafletJourneyMap). */
const MARKER_BOX = 28;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const attributionHtml = ({ text }: Attribution) => `<a href="/attribution">${escapeHtml(text)}</a>`;

let canvas: CanvasRenderingContext2D | null | undefined;
const widths = new Map<string, number>();
/** A label's width in `font` as the browser draws it (an estimate where there is no canvas, as in tests). */
function measure(text: string, font: string): number {
  const key = `${font}|${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    canvas ??= typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (canvas) canvas.font = font;
    // 2 px either side for the white halo.
    width = Math.ceil((canvas ? canvas.measureText(text).width : text.length * 7) + 4);
    widths.set(key, width);
  }
  return width;
}

/**
 * Land under roads under rail, all under the route (its pane is at 450); the labels above the route line, below the
 * route's markers (600). Made before any layer is added to them.
 */
const PANES = { 'tm-land': 200, 'tm-roads': 300, 'tm-rail': 350, 'tm-labels': 500 } as const;
function createPanes(map: L.Map): void {
  for (const [name, zIndex] of Object.entries(PANES)) {
    if (map.getPane(name)) continue;
    const pane = map.createPane(name);
    pane.style.zIndex = String(zIndex);
    if (name === 'tm-labels') pane.style.pointerEvents = 'none';
  }
}

/** The band the map's zoom needs, kept up to date. */
function useBand(map: L.Map): number {
  const [band, setBand] = useState(() => bandForZoom(map.getZoom()));
  useEffect(() => {
    const update = () => {
      map.getContainer().dataset.zoom = String(map.getZoom());
      setBand(bandForZoom(map.getZoom()));
    };
    update();
    map.on('zoomend', update);
    return () => {
      map.off('zoomend', update);
    };
  }, [map]);
  return band;
}

/** Coastline, district lines, roads and rail of one band; their sources go to the map's attribution line. */
function drawLines(map: L.Map, data: LoadedBand): L.LayerGroup {
  const { band, land, roads, rail } = data;
  return L.layerGroup([
    L.geoJSON(land.coast, { pane: 'tm-land', style: coastStyle, attribution: attributionHtml(land.attribution) }),
    L.geoJSON(land.districts, { pane: 'tm-land', style: districtStyle }),
    L.geoJSON(roads.roads, {
      pane: 'tm-roads',
      style: (feature) => roadStyle(String(feature?.properties.class), band),
    }),
    L.geoJSON(rail.rail, { pane: 'tm-rail', style: railStyle(band), attribution: attributionHtml(rail.attribution) }),
  ]).addTo(map);
}

/** The place names that fit at the map's zoom and view, each a dot and a label that overlaps no other. */
function drawLabels(map: L.Map, group: L.LayerGroup, data: LoadedBand, markers: readonly MapPoint[]): void {
  const size = map.getSize();
  const toPixel = (lng: number, lat: number) => map.latLngToContainerPoint([lat, lng]);
  const reserved: Box[] = markers.map((m) => {
    const { x, y } = toPixel(m.lng, m.lat);
    return { x: x - MARKER_BOX / 2, y: y - MARKER_BOX / 2, w: MARKER_BOX, h: MARKER_BOX };
  });
  // The zoom buttons and the attribution line sit over the map: no label under them.
  const frame = map.getContainer().getBoundingClientRect();
  for (const control of map.getContainer().querySelectorAll('.leaflet-control')) {
    const { left, top, width, height } = control.getBoundingClientRect();
    reserved.push({ x: left - frame.left, y: top - frame.top, w: width, h: height });
  }
  const zoom = map.getZoom();
  const placed = placeLabels(data.labelRows, {
    zoom,
    width: size.x,
    height: size.y,
    toPixel,
    measure: (text, kind) => measure(text, labelFont(kind, zoom)),
    reserved,
  });
  group.clearLayers();
  for (const label of placed) {
    const at = toPixel(label.lng, label.lat);
    const html =
      `<span class="tm-label-dot"></span>` +
      `<span class="tm-label-text" style="left:${label.box.x - at.x}px;top:${label.box.y - at.y}px;font:${labelFont(label.kind, zoom)}">${escapeHtml(label.name)}</span>`;
    const icon = L.divIcon({
      className: `tm-label tm-label-${label.kind}`,
      html,
      iconSize: [0, 0],
      iconAnchor: [0, 0],
    });
    L.marker([label.lat, label.lng], { icon, pane: 'tm-labels', interactive: false, keyboard: false }).addTo(group);
  }
}

/**
 * The island drawn from the project's own open data, band by band as the zoom needs it (map-data.ts): land and
 * district lines, roads, rail and place labels. The band shown stays until the next one has arrived, so zooming never
 * blanks the map. `markers` are the route's markers, which no label covers.
 */
export function OfflineBaseMap({
  onReady,
  onError,
  markers,
}: {
  onReady: () => void;
  onError: () => void;
  markers: readonly MapPoint[];
}) {
  const map = useMap();
  useState(() => createPanes(map));
  const band = useBand(map);
  const [data, setData] = useState<LoadedBand | null>(null);
  // Called once, when the first band is drawn; a new callback from the parent does not redraw the lines.
  const ready = useRef<(() => void) | null>(onReady);

  useEffect(() => {
    let live = true;
    loadBand(band)
      .then((loaded) => live && setData(loaded))
      .catch(() => live && onError());
    return () => {
      live = false;
    };
  }, [band, onError]);

  useEffect(() => {
    if (!data) return;
    const lines = drawLines(map, data);
    // For tests and benches: which band is drawn, at which zoom.
    map.getContainer().dataset.band = String(data.band);
    ready.current?.();
    ready.current = null;
    return () => {
      lines.remove();
    };
  }, [map, data]);

  useEffect(() => {
    if (!data) return;
    const group = L.layerGroup().addTo(map);
    // The labels' own source; GeoNames is credited while any label is shown.
    map.attributionControl?.addAttribution(attributionHtml(data.labels.attribution));
    const redraw = () => drawLabels(map, group, data, markers);
    redraw();
    map.on('moveend resize', redraw);
    return () => {
      map.off('moveend resize', redraw);
      map.attributionControl?.removeAttribution(attributionHtml(data.labels.attribution));
      group.remove();
    };
  }, [map, data, markers]);

  return null;
}
