import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Config } from '../../../config/config.js';
import { requestScope } from '../../../http/request-scope.js';
import { configuredModel } from '../../chat/chat.module.js';
import { ProviderError, type StructuredOutputProvider } from '../../chat/providers/provider.js';
import { builtInGeo } from '../../geo/geo.module.js';
import { builtInWriter, type PlanWriter, type WrittenPlan } from '../plan-writer.js';
import { PlanSource, type TripPlan } from '../plan.types.js';
import { messagesOf } from '../writer/messages.js';
import { proseRequest } from './prose-brief.js';
import { checkProse, PlaceNameCheck, type PlanProse } from './prose-check.js';

/** What the traveller reads when the model's prose is not used (plan.notices). */
export const WRITER_NOTICES = messagesOf().writer;

type Failure = { readonly kind: keyof typeof WRITER_NOTICES; readonly retry: boolean; readonly detail: string; readonly status?: number };

export type ModelWriterOptions = {
  readonly provider: StructuredOutputProvider;
  /** One attempt's limit. */
  readonly timeoutMs: number;
  /** The pause before the one retry (a 429 or a busy server may recover in a moment). */
  readonly retryDelayMs?: number;
  /** For failures outside a request (the request's own logger is used when there is one). */
  readonly logger: Logger;
  readonly names?: PlaceNameCheck;
};

const ATTEMPTS = 2;

/**
 * Has a model write the plan's prose (summary, day titles and narratives, reasons for places) over the engine's
 * plan, through structured output, and checks it against the plan's facts before using it. Facts (times, prices,
 * stops, legs, budget) stay the engine's. A failed call or a rejected answer is tried once more; then the engine's
 * own text is kept, with a notice.
 */
export class ModelPlanWriter implements PlanWriter {
  private readonly names: PlaceNameCheck;
  private readonly retryDelayMs: number;

  constructor(private readonly options: ModelWriterOptions) {
    this.names = options.names ?? new PlaceNameCheck(builtInGeo().data);
    this.retryDelayMs = options.retryDelayMs ?? 1000;
  }

  async write(plan: TripPlan): Promise<WrittenPlan> {
    const { provider } = this.options;
    const logger = requestScope.getStore()?.logger ?? this.options.logger;
    const request = proseRequest(plan);
    let failure: Failure | undefined;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      if (attempt > 1) await sleep(this.retryDelayMs);
      const outcome = await this.attempt(plan, request);
      if ('prose' in outcome) return { plan: mergeProse(plan, outcome.prose), source: PlanSource[provider.source], notice: null };
      failure = outcome;
      logger.warn({ provider: provider.source, attempt, status: failure.status, problem: failure.detail }, 'the plan writer model failed');
      if (!failure.retry) break;
    }
    return { ...(await builtInWriter.write(plan)), notice: WRITER_NOTICES[failure!.kind] };
  }

  private async attempt(plan: TripPlan, request: ReturnType<typeof proseRequest>): Promise<{ prose: PlanProse } | Failure> {
    let answer: string | null;
    try {
      answer = await this.options.provider.generateJson(request, AbortSignal.timeout(this.options.timeoutMs));
    } catch (error) {
      return callFailure(error);
    }
    if (answer === null) return { kind: 'rejected', retry: true, detail: 'the model answered no text' };
    const checked = checkProse(answer, plan, request.prompt, this.names);
    return checked.ok ? { prose: checked.prose } : { kind: 'rejected', retry: true, detail: checked.problem };
  }
}

/** 429s, server errors, timeouts and network errors may pass; any other answer (a bad key, a bad model) will not. */
function callFailure(error: unknown): Failure {
  if (error instanceof ProviderError) {
    return { kind: 'unavailable', retry: error.status === 429 || error.status >= 500, detail: error.message, status: error.status };
  }
  if (error instanceof Error && error.name === 'TimeoutError') return { kind: 'unavailable', retry: true, detail: 'the model took longer than the timeout' };
  return { kind: 'unavailable', retry: true, detail: error instanceof Error ? `the call failed: ${error.message}` : 'the call failed' };
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
    dayPlans: plan.dayPlans.map((d) => ({ ...d, title: days.get(d.day)!.title, narrative: days.get(d.day)!.narrative })),
    places: plan.places.map((p) => ({ ...p, reason: reasons.get(p.attractionId) ?? p.reason })),
  };
}

/** The model writer when a model is configured (the same one as the assistant), the built-in writer otherwise. */
export function createPlanWriter(config: Pick<Config, 'chat' | 'planner'>, logger: Logger): PlanWriter {
  const provider = configuredModel(config.chat);
  return provider ? new ModelPlanWriter({ provider, timeoutMs: config.planner.modelTimeoutMs, logger }) : builtInWriter;
}
