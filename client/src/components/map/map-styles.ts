import type { PathOptions } from 'leaflet';
import type { LabelKind } from './map-data';

/**
 * The offline map's look, in the house's colours: sand land on a lagoon-teal sea (leaflet-map.css), saffron expressways, warm A and B
 * roads, a dark dashed railway. Lines thicken as the map zooms in.
 */
export const coastStyle: PathOptions = {
  color: '#7fb3ad',
  weight: 1,
  fillColor: '#faf6ec',
  fillOpacity: 1,
  interactive: false,
};
export const districtStyle: PathOptions = {
  color: '#b3a98f',
  weight: 0.8,
  dashArray: '4 3',
  fill: false,
  interactive: false,
};

const roadWeights: Record<string, readonly [number, number, number]> = {
  expressway: [2.5, 3.5, 4.5],
  'A-road': [1.2, 2, 3],
  'B-road': [0.8, 1.2, 2],
};
const roadColours: Record<string, string> = { expressway: '#d9700f', 'A-road': '#e3b25f', 'B-road': '#d6c7a4' };

export function roadStyle(roadClass: string, band: number): PathOptions {
  const weights = roadWeights[roadClass] ?? roadWeights['B-road']!;
  return {
    color: roadColours[roadClass] ?? roadColours['B-road'],
    weight: weights[band] ?? weights[2],
    lineCap: 'round',
    lineJoin: 'round',
    interactive: false,
  };
}

export function railStyle(band: number): PathOptions {
  return {
    color: '#52525b',
    weight: [1.2, 1.6, 2][band] ?? 2,
    dashArray: band === 0 ? '3 2' : '6 3',
    interactive: false,
  };
}

const FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

const LABEL_FONTS: Record<LabelKind, readonly [weight: string, px: number]> = {
  capital: ['700', 13],
  town: ['600', 12],
  station: ['500', 11],
  airport: ['500', 11],
  place: ['500', 11],
  sight: ['italic 500', 11],
};

/**
 * The CSS font of a label; measured and drawn with the same string. A pixel smaller at the island view, where the
 * names of 25 district capitals share a few hundred pixels.
 */
export function labelFont(kind: LabelKind, zoom: number): string {
  const [weight, px] = LABEL_FONTS[kind];
  return `${weight} ${zoom <= 7 ? px - 1 : px}px ${FAMILY}`;
}
