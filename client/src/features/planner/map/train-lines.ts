import type { PlanResult_ResultFragment } from '../../../gql/graphql';

/** A train leg of a plan as the map draws it: along the railway track, in the rail style. */
export type TrainLine = { readonly label: string; readonly line: readonly (readonly number[])[] };

type Plan = Pick<PlanResult_ResultFragment['plan'], 'dayPlans'>;

/** The plan's train legs that come with their line along the track (older saved plans have none), each once. */
export function trainLinesOf(plan: Plan): TrainLine[] {
  const seen = new Set<string>();
  const lines: TrainLine[] = [];
  for (const leg of plan.dayPlans.flatMap((d) => d.legs)) {
    if (leg.mode !== 'TRAIN' || !leg.geometry || leg.geometry.length < 2) continue;
    const label = `Train: ${leg.from} to ${leg.to}${leg.via.length > 0 ? ` (${leg.via.join(', ')})` : ''}`;
    if (seen.has(label)) continue;
    seen.add(label);
    lines.push({ label, line: leg.geometry });
  }
  return lines;
}
