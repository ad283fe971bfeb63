import type { Feature, FeatureCollection, MultiLineString, MultiPolygon } from 'geojson';
import index from './data/bands.json';

/**
 * The offline map's data, built by scripts/map-data/build.mjs: per zoom band a file for each layer, each a hashed
 * asset of the build (cached by the browser for good), fetched only when the map first shows that band.
 */
export type LayerName = 'land' | 'roads' | 'rail' | 'labels';
export type Attribution = { readonly text: string; readonly licence: string };
export type LabelKind = 'capital' | 'town' | 'station' | 'airport' | 'place' | 'sight';
/** [name, longitude, latitude, the zoom from which it is shown, kind], in the order labels win a collision. */
export type LabelRow = readonly [name: string, lng: number, lat: number, minZoom: number, kind: LabelKind];

export type LayerData = {
  land: { attribution: Attribution; coast: Feature<MultiPolygon>; districts: Feature<MultiLineString> };
  roads: { attribution: Attribution; roads: FeatureCollection<MultiLineString, { road: string; class: string }> };
  rail: { attribution: Attribution; rail: FeatureCollection<MultiLineString, { name: string }> };
  labels: { attribution: Attribution; labels: LabelRow[] };
};

export type BandData = { readonly band: number } & { readonly [K in LayerName]: LayerData[K] };

export const BANDS: readonly { band: number; minZoom: number; maxZoom: number }[] = index.bands;

const urls = import.meta.glob<string>('./data/*-z*.json', { query: '?url', import: 'default', eager: true });

/** The band that draws zoom `zoom`: the deepest whose range starts at or below it. */
export function bandForZoom(zoom: number): number {
  let found = BANDS[0]!.band;
  for (const band of BANDS) if (zoom >= band.minZoom) found = band.band;
  return found;
}

const cache = new Map<string, Promise<unknown>>();

/** One layer file, fetched once per page; a failed fetch is forgotten so that the next attempt tries again. */
function loadFile<K extends LayerName>(layer: K, band: number): Promise<LayerData[K]> {
  const url = urls[`./data/${layer}-z${band}.json`];
  if (!url) return Promise.reject(new Error(`No map data for ${layer} at band ${band}`));
  let pending = cache.get(url) as Promise<LayerData[K]> | undefined;
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`map data ${layer}-z${band}: HTTP ${response.status}`);
      return response.json() as Promise<LayerData[K]>;
    });
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}

/**
 * What the map draws at band `band`: that band's lines, and the labels of that band and the ones before it (a label
 * first shown at a lower zoom is still shown closer in).
 */
export async function loadBand(band: number): Promise<BandData & { labelRows: LabelRow[] }> {
  const earlier = BANDS.filter((b) => b.band <= band).map((b) => loadFile('labels', b.band));
  const [land, roads, rail, ...labelFiles] = await Promise.all([
    loadFile('land', band),
    loadFile('roads', band),
    loadFile('rail', band),
    ...earlier,
  ]);
  const labels = labelFiles[labelFiles.length - 1]!;
  return { band, land, roads, rail, labels, labelRows: labelFiles.flatMap((file) => file.labels) };
}
