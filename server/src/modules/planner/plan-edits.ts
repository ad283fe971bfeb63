import type { PlanLayout } from './engine/planner.engine.js';
import { PlanEditKind, type PlanEdit } from './plan-edit.types.js';
import type { TripPlan } from './plan.types.js';
import { PLAN_LIMITS } from './planner.schema.js';
import { PlannerError, type BadEdit } from './planner.errors.js';

/** The most stops a day may be given by hand: more is no longer a day anyone could enjoy. */
export const MAX_STOPS_PER_DAY = 8;

type Stay = { placeId: string; name: string; nights: number };
/** A layout being edited: mutable copies, with the names errors are worded with. */
type Draft = { stays: Stay[]; stops: string[][]; removed: Set<string> };

/** What the edits need to know of the world: names by id (undefined for an unknown id). */
export type Names = {
  readonly attraction: (id: string) => string | undefined;
  readonly place: (id: string) => string | undefined;
};

/** A stored plan's layout: its bases in order with their nights, and each day's stops. */
export function layoutOf(plan: TripPlan, removed: readonly string[]): PlanLayout {
  return {
    stays: plan.bases.map((b) => ({ placeId: b.place.id, nights: b.nights })),
    stops: plan.dayPlans.map((d) => d.stops.map((s) => s.attractionId)),
    removed: [...removed],
  };
}

/**
 * Applies the edits in order to a plan's layout. Each edit is checked against the layout the previous ones made; the
 * first that cannot apply throws BAD_USER_INPUT naming it (`edits.<i>.<field>`) and nothing is applied. Answers the
 * new layout and, per edit, the edit as applied (every field filled in) and the edit that undoes it.
 */
export function applyEdits(
  layout: PlanLayout,
  edits: readonly PlanEdit[],
  names: Names,
): { layout: PlanLayout; applied: { edit: PlanEdit; inverse: PlanEdit }[] } {
  const draft: Draft = {
    stays: layout.stays.map((s) => ({ ...s, name: names.place(s.placeId) ?? s.placeId })),
    stops: layout.stops.map((d) => [...d]),
    removed: new Set(layout.removed),
  };
  const applied = edits.map((edit, i) => applyOne(draft, edit, new Editing(draft, i, names)));
  return {
    layout: {
      stays: draft.stays.map(({ placeId, nights }) => ({ placeId, nights })),
      stops: draft.stops,
      removed: [...draft.removed].sort(),
    },
    applied,
  };
}

/** One edit's checks, each failure a message naming what is wrong and the field it is about. */
class Editing {
  constructor(
    private readonly draft: Draft,
    private readonly at: number,
    private readonly names: Names,
  ) {}

  fail(field: keyof PlanEdit, edit: BadEdit): never {
    throw PlannerError.badEdit(edit, `edits.${this.at}.${field}`);
  }

  nameOf(id: string): string {
    return this.names.attraction(id) ?? id;
  }

  known(id: string): boolean {
    return this.names.attraction(id) !== undefined;
  }

  required<K extends 'attractionId' | 'placeId' | 'day' | 'otherDay'>(
    edit: PlanEdit,
    field: K,
    what: string,
  ): NonNullable<PlanEdit[K]> {
    const value = edit[field];
    if (value === undefined || value === null || value === '')
      this.fail(field, { why: 'NEEDS', kind: edit.kind, field, what });
    return value as NonNullable<PlanEdit[K]>;
  }

  day(value: number, field: 'day' | 'otherDay' = 'day'): number {
    const days = this.draft.stops.length;
    if (!Number.isInteger(value) || value < 1 || value > days)
      this.fail(field, { why: 'DAY_OUT_OF_RANGE', day: value, days });
    return value;
  }

  index(edit: PlanEdit, day: number, length: number): number {
    const index = edit.index ?? length;
    if (!Number.isInteger(index) || index < 0 || index > length)
      this.fail('index', { why: 'INDEX_OUT_OF_RANGE', index, day, length });
    if (length >= MAX_STOPS_PER_DAY) this.fail('day', { why: 'DAY_FULL', day, max: MAX_STOPS_PER_DAY });
    return index;
  }

  /** Where a stop is: its day (from 1) and index. */
  stop(id: string): { day: number; index: number } {
    for (const [d, stops] of this.draft.stops.entries()) {
      const index = stops.indexOf(id);
      if (index >= 0) return { day: d + 1, index };
    }
    this.fail(
      'attractionId',
      this.known(id) ? { why: 'NOT_A_STOP', name: this.nameOf(id) } : { why: 'NO_SUCH_STOP', id },
    );
  }

  /** The stay at a base, and the days a night there can be added at or removed from (around it, after arriving). */
  stay(edit: PlanEdit, placeId: string, removing: boolean): { stay: Stay; first: number; last: number } {
    const options: { stay: Stay; first: number; last: number }[] = [];
    let nightsBefore = 0;
    for (const stay of this.draft.stays) {
      // The nights at a stay follow days nightsBefore+1 …; the days around it are those after the day of arrival.
      const first = nightsBefore + 2;
      options.push({ stay, first, last: removing ? nightsBefore + stay.nights : nightsBefore + stay.nights + 1 });
      nightsBefore += stay.nights;
    }
    const here = options.filter((o) => o.stay.placeId === placeId);
    if (here.length === 0) {
      const bases = [...new Set(this.draft.stays.map((s) => s.name))];
      this.fail('placeId', bases.length ? { why: 'NOT_A_BASE', placeId, bases } : { why: 'DAY_TRIP' });
    }
    if (edit.day === null || edit.day === undefined) {
      if (here.length > 1) this.fail('day', { why: 'BASE_TWICE', name: here[0]!.stay.name });
      return here[0]!;
    }
    const match = here.find((o) => edit.day! >= o.first && edit.day! <= o.last);
    if (!match) {
      const o = here[0]!;
      this.fail(
        'day',
        o.first > o.last
          ? { why: 'ONE_NIGHT', name: o.stay.name }
          : { why: 'NOT_AROUND', day: edit.day, name: o.stay.name, first: o.first, last: o.last },
      );
    }
    return match;
  }
}

function applyOne(draft: Draft, edit: PlanEdit, e: Editing): { edit: PlanEdit; inverse: PlanEdit } {
  const kind = edit.kind;
  switch (kind) {
    case PlanEditKind.MOVE_STOP: {
      const id = e.required(edit, 'attractionId', 'the stop to move');
      const from = e.stop(id);
      const day = e.day(e.required(edit, 'day', 'the day to move it to'));
      draft.stops[from.day - 1]!.splice(from.index, 1);
      const target = draft.stops[day - 1]!;
      const index = e.index(edit, day, target.length);
      target.splice(index, 0, id);
      return {
        edit: { kind, attractionId: id, day, index },
        inverse: { kind, attractionId: id, day: from.day, index: from.index },
      };
    }
    case PlanEditKind.REMOVE_STOP: {
      const id = e.required(edit, 'attractionId', 'the stop to remove');
      const from = e.stop(id);
      draft.stops[from.day - 1]!.splice(from.index, 1);
      draft.removed.add(id);
      return {
        edit: { kind, attractionId: id, day: from.day, index: from.index },
        inverse: { kind: PlanEditKind.ADD_STOP, attractionId: id, day: from.day, index: from.index },
      };
    }
    case PlanEditKind.ADD_STOP: {
      const id = e.required(edit, 'attractionId', 'the place to add, from the attraction search');
      if (!e.known(id)) e.fail('attractionId', { why: 'NO_SUCH_PLACE', id });
      const already = draft.stops.findIndex((d) => d.includes(id));
      if (already >= 0) e.fail('attractionId', { why: 'ALREADY_IN_PLAN', name: e.nameOf(id), day: already + 1 });
      const day = e.day(e.required(edit, 'day', 'the day to add it to'));
      const target = draft.stops[day - 1]!;
      const index = e.index(edit, day, target.length);
      target.splice(index, 0, id);
      draft.removed.delete(id);
      return {
        edit: { kind, attractionId: id, day, index },
        inverse: { kind: PlanEditKind.REMOVE_STOP, attractionId: id },
      };
    }
    case PlanEditKind.ADD_NIGHT: {
      const placeId = e.required(edit, 'placeId', 'the base to stay longer at');
      if (draft.stops.length >= PLAN_LIMITS.days.max) e.fail('placeId', { why: 'MAX_DAYS', max: PLAN_LIMITS.days.max });
      const { stay, last } = e.stay(edit, placeId, false);
      const day = edit.day ?? last;
      draft.stops.splice(day - 1, 0, []);
      stay.nights += 1;
      return { edit: { kind, placeId, day }, inverse: { kind: PlanEditKind.REMOVE_NIGHT, placeId, day } };
    }
    case PlanEditKind.REMOVE_NIGHT: {
      const placeId = e.required(edit, 'placeId', 'the base to leave a night earlier');
      const { stay, first, last } = e.stay(edit, placeId, true);
      if (stay.nights < 2) e.fail('placeId', { why: 'ONE_NIGHT', name: stay.name });
      let day = edit.day;
      if (day === null || day === undefined) {
        for (let d = last; d >= first && day == null; d--) if (draft.stops[d - 1]!.length === 0) day = d;
        if (day == null) e.fail('day', { why: 'DAYS_HAVE_STOPS', name: stay.name, first, last });
      }
      const stops = draft.stops[day - 1]!;
      if (stops.length > 0) e.fail('day', { why: 'DAY_HAS_STOPS', day, stops: stops.map((id) => e.nameOf(id)) });
      draft.stops.splice(day - 1, 1);
      stay.nights -= 1;
      return { edit: { kind, placeId, day }, inverse: { kind: PlanEditKind.ADD_NIGHT, placeId, day } };
    }
    case PlanEditKind.SWAP_DAYS: {
      // What the two days visit changes places; the nights stay where they are, so each day starts and ends where it did.
      const day = e.day(e.required(edit, 'day', 'the first of the two days'));
      const otherDay = e.day(e.required(edit, 'otherDay', 'the day to swap it with'), 'otherDay');
      if (day === otherDay) e.fail('otherDay', { why: 'SWAP_WITH_ITSELF', day });
      [draft.stops[day - 1], draft.stops[otherDay - 1]] = [draft.stops[otherDay - 1]!, draft.stops[day - 1]!];
      return { edit: { kind, day, otherDay }, inverse: { kind, day, otherDay } };
    }
  }
}
