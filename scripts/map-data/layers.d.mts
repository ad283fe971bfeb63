export type Band = {
  band: number;
  minZoom: number;
  maxZoom: number;
  tolerance: number;
  decimals: number;
  minArea: number;
  roadClasses: string[];
};
export declare const BANDS: Band[];
export declare const FILE_BUDGET_GZIP: number;
export declare const ATTRIBUTION: Record<
  'land' | 'roads' | 'rail' | 'labels',
  { text: string; licence: string; source: string }
>;
export declare function labelRank(
  place: { kind: string; districtCapital?: boolean },
  degree: number,
): { minZoom: number; kind: string };
export declare function buildMapData(inputs: {
  country: unknown;
  districts: unknown;
  roads: unknown;
  rail: unknown;
  gazetteer: unknown;
}): Record<string, unknown>;
