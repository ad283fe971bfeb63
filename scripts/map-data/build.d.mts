export declare const root: string;
export declare const outDir: string;
export declare function readInputs(): {
  country: unknown;
  districts: unknown;
  roads: unknown;
  rail: unknown;
  gazetteer: unknown;
};
export declare function serialise(files: Record<string, unknown>): Record<string, string>;
