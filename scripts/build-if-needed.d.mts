export declare const root: string;
export declare function buildIfNeeded(options?: { force?: boolean; only?: ('server' | 'client')[] }): void;
