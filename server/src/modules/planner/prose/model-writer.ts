import { requestScope } from '../../../lib/request-scope.js';
import type { GeoData } from '../../geo/geo.module.js';
import type { ModelClient } from '../../llm/llm.module.js';
import { builtInWriter, type PlanWriter, type WrittenPlan } from '../plan-writer.js';
import { PlanSource, type TripPlan } from '../plan.types.js';
import { messagesOf } from '../writer/messages.js';
import { proseRequest } from './prose-brief.js';
import { checkProse, PlaceNameCheck, type PlanProse } from './prose-check.js';

/** What the traveller reads when the model's prose is not used (plan.notices). */
export const WRITER_NOTICES = messagesOf().writer;

export type ModelWriterOptions = {
  /** The shared model client: its policy times out, retries (a rejected answer too) and stops asking a model that is down. */
  readonly model: ModelClient;
  /** The geo data: the model may name only the places in it. */
  readonly places: GeoData;
};

/**
 * Has a model write the plan's prose (summary, day titles and narratives, reasons for places) over the engine's
 * plan, through structured output, and checks it against the plan's facts before using it. Facts (times, prices,
 * stops, legs, budget) stay the engine's. When the model fails or its answer is rejected (after the client's retry),
 * the engine's own text is kept, with a notice.
 */
export class ModelPlanWriter implements PlanWriter {
  private readonly names: PlaceNameCheck;

  constructor(private readonly options: ModelWriterOptions) {
    this.names = new PlaceNameCheck(options.places);
  }

  async write(plan: TripPlan): Promise<WrittenPlan> {
    const { model } = this.options;
    const request = proseRequest(plan);
    const outcome = await model.generateJson<PlanProse>(
      request,
      (text) => {
        const checked = checkProse(text, plan, request.prompt, this.names);
        return checked.ok ? { ok: true, value: checked.prose } : { ok: false, problem: checked.problem };
      },
      { purpose: 'plan-writer', logger: requestScope.getStore()?.logger },
    );
    if (outcome.ok) return { plan: mergeProse(plan, outcome.value), source: PlanSource[outcome.source], notice: null };
    return { ...(await builtInWriter.write(plan)), notice: WRITER_NOTICES[outcome.kind] };
  }
}

/**
 * The model's prose over the engine's plan: only the summary, day titles and narratives and place reasons change.
 * The summary keeps the engine's budget sentence, the one place the plan's total and its verdict are stated.
 */
export function mergeProse(plan: TripPlan, prose: PlanProse): TripPlan {
  const days = new Map(prose.days.map((d) => [d.day, d]));
  const reasons = new Map(prose.places.map((p) => [p.attractionId, p.reason]));
  return {
    ...plan,
    summary: `${prose.summary} ${plan.budget.summary}`,
    dayPlans: plan.dayPlans.map((d) => ({
      ...d,
      title: days.get(d.day)!.title,
      narrative: days.get(d.day)!.narrative,
    })),
    places: plan.places.map((p) => ({ ...p, reason: reasons.get(p.attractionId) ?? p.reason })),
  };
}

/** The model writer when a model is configured (the same client as the assistant's), the built-in writer otherwise. */
export function createPlanWriter(model: ModelClient | null, places: GeoData): PlanWriter {
  return model ? new ModelPlanWriter({ model, places }) : builtInWriter;
}
