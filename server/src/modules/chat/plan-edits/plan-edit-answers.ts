import { haversineKm, normalise, type AttractionRecord } from '../../geo/geo.module.js';
import { isDomainError } from '../../../lib/errors/domain-error.js';
import {
  PlanEditKind,
  PlannerError,
  PlannerErrorCode,
  type EditablePlan,
  type PlanEdit,
  type PlannerErrorParams,
  type TripPlan,
} from '../../planner/planner.module.js';
import type { ChatMessages } from '../writer/catalogue.js';
import { sayIn } from '../writer/languages.js';
import type { Money } from '../grounded/money.js';
import type { FoundPlace, PlaceFinder } from '../grounded/place-finder.js';
import { editAsks, type EditAsk, type Mention } from './edit-asks.js';
import { editAsksSiTa, grammarOf } from './edit-asks-si-ta.js';
import { planDiff } from './plan-diff.js';

/** A change to the traveller's plan, tried on a copy and not applied: the traveller confirms it first. */
export type PlanProposal = {
  readonly planId: string;
  /** The plan's version the change was made on: applied to any other, it answers a conflict. */
  readonly version: number;
  /** What Apply sends to editTripPlan, as the workspace's own edits are. */
  readonly edits: readonly PlanEdit[];
  /** The change line by line ("Day 4: − Yala National Park; + Udawalawe National Park", "Ella: 2 → 3 nights"). */
  readonly changes: readonly string[];
};

export type PlanEditReply = { readonly text: string; readonly proposal: PlanProposal | null };

/** The most edits one proposal may hold: what editTripPlan takes in one call. */
const MAX_EDITS = 20;
/** The most stops a day takes by hand (the edit engine refuses a ninth). */
const FULL_DAY = 8;

type StopRef = { readonly attractionId: string; readonly name: string; readonly day: number; readonly index: number };
/** Settled so far: the edits, what they are worth saying, and what stopped them (then nothing is proposed). */
type Draft = {
  edits: PlanEdit[];
  notes: string[];
  problems: string[];
  lastRemoved: StopRef | null;
  readonly say: ChatMessages['planEdits'];
};

/** A name as typed, for asking about it: a few words at most (it is the traveller's own text, shown as text). */
function shown(mention: Mention): string {
  const words = mention.typed?.split(' ') ?? mention;
  return words.length > 6 ? `${words.slice(0, 6).join(' ')}…` : words.join(' ');
}
/** A name with a Sinhala or Tamil word that is none of TripMate's places (edit-asks-si-ta.ts): nothing to look for. */
const unread = (mention: Mention) => mention.some((w) => !/^[a-z0-9]+$/.test(w));
/** Words that say nothing about which place is meant. */
const VAGUE = new Set(['the', 'of', 'a', 'an', 'my', 'our', 'visit', 'trip', 'to']);

/**
 * The built-in assistant acting on the plan being viewed: it reads what the traveller asks to change (edit-asks.ts),
 * settles the names against the plan's stops and bases and TripMate's places (the place finder), tries the edits on
 * a copy with the one edit engine and answers the change as a diff to confirm. It never applies anything itself.
 */
export class PlanEditAnswers {
  constructor(
    private readonly finder: PlaceFinder,
    private readonly attractions: ReadonlyMap<string, AttractionRecord>,
  ) {}

  /**
   * What the message asks to change, from its words alone: empty when it is not a request to change the plan. A
   * message in Sinhala or Tamil is read by its own grammar, into the same requests.
   */
  asks(message: string): EditAsk[] {
    // A message with Sinhala or Tamil in it is read by that language's grammar first; one it finds no change in may still
    // be an English request with a word of another script in it ("remove Yala (යාල)", "… ස්තූතියි").
    const grammar = grammarOf(message);
    const asks = grammar ? editAsksSiTa(message, grammar) : [];
    return asks.length > 0 ? asks : editAsks(message);
  }

  /** `say`: the reply's language (English by default). */
  answer(
    asks: readonly EditAsk[],
    editable: EditablePlan,
    money: Money,
    say: ChatMessages = sayIn('en'),
  ): PlanEditReply {
    const plan = editable.plan;
    const SAY = say.planEdits;
    const draft: Draft = { edits: [], notes: [], problems: [], lastRemoved: null, say: SAY };
    for (const ask of asks) this.settle(ask, plan, draft);
    if (draft.problems.length > 0)
      return {
        text: [...draft.problems, ...(draft.edits.length > 0 ? [SAY.nothingChanged] : [])].join('\n'),
        proposal: null,
      };
    if (draft.edits.length > MAX_EDITS) return { text: SAY.tooMany(MAX_EDITS), proposal: null };

    let preview;
    try {
      preview = editable.preview(draft.edits);
    } catch (error) {
      // The edit engine's own words for what cannot be done (a base keeps one night, a day still has stops ...), in the
      // reply's language when it says why in the planner's terms.
      if (error instanceof PlannerError && error.code === PlannerErrorCode.BAD_EDIT)
        return {
          text: SAY.cannot(SAY.refused((error.params as PlannerErrorParams[PlannerErrorCode.BAD_EDIT]).edit)),
          proposal: null,
        };
      if (isDomainError(error) && error.category === 'BAD_USER_INPUT')
        return { text: SAY.cannot(error.message), proposal: null };
      throw error;
    }
    const changes = planDiff(plan, preview.plan, preview.applied, money, say);
    if (changes.length === 0) return { text: SAY.unchanged, proposal: null };
    return {
      text: [SAY.lead, ...draft.notes, ...changes].join('\n'),
      proposal: { planId: editable.id, version: editable.version, edits: draft.edits, changes },
    };
  }

  private settle(ask: EditAsk, plan: TripPlan, draft: Draft): void {
    switch (ask.kind) {
      case 'swap-days':
        draft.edits.push({ kind: PlanEditKind.SWAP_DAYS, day: ask.day, otherDay: ask.otherDay });
        return;
      case 'remove-day': {
        // The day's stops go, then its night: the edit engine refuses a night whose day still has stops.
        const day = plan.dayPlans[ask.day - 1];
        if (!day) return void draft.problems.push(draft.say.noSuchDay({ day: ask.day, days: plan.dayPlans.length }));
        for (const stop of day.stops)
          draft.edits.push({ kind: PlanEditKind.REMOVE_STOP, attractionId: stop.attractionId });
        draft.edits.push({ kind: PlanEditKind.REMOVE_NIGHT, placeId: day.base.id, day: ask.day });
        return;
      }
      case 'nights':
      case 'set-nights': {
        const base = this.base(ask.base, plan, draft);
        if (!base) return;
        const change = ask.kind === 'nights' ? ask.change : ask.nights - base.nights;
        if (change === 0) draft.problems.push(draft.say.sameNights({ name: base.name, nights: base.nights }));
        const kind = change > 0 ? PlanEditKind.ADD_NIGHT : PlanEditKind.REMOVE_NIGHT;
        for (let i = 0; i < Math.min(Math.abs(change), MAX_EDITS + 1); i++)
          draft.edits.push({ kind, placeId: base.placeId });
        return;
      }
      case 'remove': {
        const stop = this.stop(ask.stop, plan, draft, 'remove');
        if (stop && 'attractionId' in stop) {
          draft.edits.push({ kind: PlanEditKind.REMOVE_STOP, attractionId: stop.attractionId });
          draft.lastRemoved = stop;
        }
        return;
      }
      case 'move': {
        const stop = this.stop(ask.stop, plan, draft, 'move');
        if (!stop) return;
        const name = 'attractionId' in stop ? stop.name : stop.attraction.name;
        if (ask.day === null) return void draft.problems.push(draft.say.whichDay(name));
        if ('attractionId' in stop)
          draft.edits.push({ kind: PlanEditKind.MOVE_STOP, attractionId: stop.attractionId, day: ask.day });
        else {
          draft.edits.push({ kind: PlanEditKind.ADD_STOP, attractionId: stop.attraction.id, day: ask.day });
          draft.notes.push(draft.say.addedInstead({ name, day: ask.day }));
        }
        return;
      }
      case 'add':
      case 'replace': {
        let at: { day: number; index?: number } | null = ask.day === null ? null : { day: ask.day };
        if (ask.kind === 'replace') {
          const out = this.stop(ask.stop, plan, draft, 'remove');
          if (!out || !('attractionId' in out)) return;
          draft.edits.push({ kind: PlanEditKind.REMOVE_STOP, attractionId: out.attractionId });
          at ??= { day: out.day, index: out.index };
        } else if (at === null && draft.lastRemoved) {
          // "Drop Yala, add Udawalawe": the new place takes the old one's day and place in it.
          at = { day: draft.lastRemoved.day, index: draft.lastRemoved.index };
        }
        const place = this.place(ask.place, draft);
        if (!place) return;
        const inPlan = this.stopsOf(plan).find((s) => s.attractionId === place.id);
        if (inPlan) {
          if (at === null || at.day === inPlan.day)
            return void draft.problems.push(draft.say.already({ name: place.name, day: inPlan.day }));
          draft.edits.push({ kind: PlanEditKind.MOVE_STOP, attractionId: place.id, day: at.day });
          draft.notes.push(draft.say.movedInstead({ name: place.name, from: inPlan.day, to: at.day }));
          return;
        }
        if (at === null) {
          at = { day: this.nearestDay(place, plan) };
          draft.notes.push(draft.say.nearest({ name: place.name, day: at.day }));
        } else if (at.index !== undefined) draft.notes.push(draft.say.replacing({ name: place.name, day: at.day }));
        draft.edits.push({
          kind: PlanEditKind.ADD_STOP,
          attractionId: place.id,
          day: at.day,
          ...(at.index !== undefined ? { index: at.index } : {}),
        });
        draft.lastRemoved = null;
        return;
      }
    }
  }

  private stopsOf(plan: TripPlan): StopRef[] {
    return plan.dayPlans.flatMap((d) =>
      d.stops.map((s, index) => ({ attractionId: s.attractionId, name: s.name, day: d.day, index })),
    );
  }

  /** Every name a stop goes by, as normalised words: its name and its aliases. */
  private namesOf(attractionId: string, name: string): string[][] {
    return [name, ...(this.attractions.get(attractionId)?.aliases ?? [])].map((n) => normalise(n).split(' '));
  }

  /**
   * The stop of the plan a name means: every word typed starts a word of one of its names ("tooth temple" is the
   * Temple of the Sacred Tooth Relic; "temples" any temple). Else the place finder's sight, when the plan has it;
   * else what the name is to TripMate (a sight not in the plan, a town the plan stays in, nothing known).
   */
  private stop(
    mention: Mention,
    plan: TripPlan,
    draft: Draft,
    doing: 'remove' | 'move',
  ): StopRef | { attraction: AttractionRecord } | null {
    if (unread(mention)) {
      draft.problems.push(draft.say.unknownPlace(shown(mention)));
      return null;
    }
    const words = mention.filter((w) => !VAGUE.has(w));
    const stops = this.stopsOf(plan);
    const fits = (w: string, n: string) =>
      n === w || (w.length >= 3 && n.startsWith(w)) || (w.endsWith('s') && w.length > 3 && n === w.slice(0, -1));
    const named =
      words.length === 0
        ? []
        : stops.filter((s) =>
            this.namesOf(s.attractionId, s.name).some((name) => words.every((w) => name.some((n) => fits(w, n)))),
          );
    const exact = named.filter((s) =>
      this.namesOf(s.attractionId, s.name).some((name) => name.join(' ') === words.join(' ')),
    );
    if (exact.length === 1 || named.length === 1) return (exact[0] ?? named[0])!;
    if (named.length > 1) {
      draft.problems.push(
        draft.say.whichOne({ typed: shown(mention), options: named.map((s) => ({ name: s.name, day: s.day })) }),
      );
      return null;
    }
    const found = this.finder.find(mention);
    const sight = found.find((f) => f.attraction && stops.some((s) => s.attractionId === f.attraction!.id));
    if (sight) return stops.find((s) => s.attractionId === sight.attraction!.id)!;
    const base = this.baseFound(found, plan);
    if (base) {
      draft.problems.push(draft.say.aBase({ name: base.name, nights: base.nights }));
      return null;
    }
    const other = found.find((f) => f.attraction)?.attraction;
    if (other && doing === 'move') return { attraction: other };
    draft.problems.push(other ? draft.say.notInPlan(other.name) : draft.say.unknownPlace(shown(mention)));
    return null;
  }

  /** The sight a name means among TripMate's places, to add. */
  private place(mention: Mention, draft: Draft): AttractionRecord | null {
    const found = unread(mention) ? [] : this.finder.find(mention);
    const sight = found.find((f) => f.attraction)?.attraction;
    if (sight) return sight;
    draft.problems.push(found[0] ? draft.say.townOnly(found[0].place.name) : draft.say.unknownPlace(shown(mention)));
    return null;
  }

  /** The place the plan stays at that a name means: one of its bases by name, or the place the finder finds. */
  private base(
    mention: Mention,
    plan: TripPlan,
    draft: Draft,
  ): { placeId: string; name: string; nights: number } | null {
    const bases = [...new Set(plan.bases.map((b) => b.place.name))];
    if (mention.length === 0) {
      // "add a night": clear enough when the plan stays in one place only.
      const only = plan.bases.length === 1 ? plan.bases[0]! : null;
      if (only) return { placeId: only.place.id, name: only.place.name, nights: only.nights };
      draft.problems.push(bases.length ? draft.say.whereToStay(bases) : draft.say.noNights);
      return null;
    }
    if (unread(mention)) {
      draft.problems.push(draft.say.unknownPlace(shown(mention)));
      return null;
    }
    const text = ` ${mention.join(' ')} `;
    const named = plan.bases.find((b) => text.includes(` ${normalise(b.place.name)} `));
    const base = named
      ? { placeId: named.place.id, name: named.place.name, nights: named.nights }
      : this.baseFound(this.finder.find(mention), plan);
    if (base) return base;
    draft.problems.push(
      bases.length
        ? draft.say.notABase({ typed: this.finder.find(mention)[0]?.place.name ?? shown(mention), bases })
        : draft.say.noNights,
    );
    return null;
  }

  private baseFound(
    found: readonly FoundPlace[],
    plan: TripPlan,
  ): { placeId: string; name: string; nights: number } | null {
    for (const f of found) {
      const base = plan.bases.find((b) => b.place.id === f.place.id);
      if (base) return { placeId: base.place.id, name: base.place.name, nights: base.nights };
    }
    return null;
  }

  /** The day whose base or stops are nearest to a sight (a day already full is passed over). */
  private nearestDay(sight: AttractionRecord, plan: TripPlan): number {
    let best = { day: plan.dayPlans.at(-1)?.day ?? 1, km: Infinity };
    for (const day of plan.dayPlans) {
      if (day.stops.length >= FULL_DAY) continue;
      const km = Math.min(...[day.base, ...day.stops].map((p) => haversineKm(sight.lat, sight.lng, p.lat, p.lng)));
      if (km < best.km) best = { day: day.day, km };
    }
    return best.day;
  }
}
