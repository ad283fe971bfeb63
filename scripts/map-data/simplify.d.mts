export type Position = number[];
export declare function simplifyLine(line: Position[], tolerance: number): Position[];
export declare function roundLine(line: Position[], decimals: number): Position[];
export declare function ringArea(ring: Position[]): number;
export declare function simplifyRing(
  ring: Position[],
  options: { tolerance: number; decimals: number; minArea?: number },
): Position[] | null;
export declare function simplifyPath(
  line: Position[],
  options: { tolerance: number; decimals: number },
): Position[] | null;
export declare function chainLines(lines: Position[][]): Position[][];
export declare function sharedBoundaries(rings: Position[][]): Position[][];
