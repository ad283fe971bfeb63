/** Why an edit cannot apply to the plan as it is (plan-edits.ts, plan-replan.ts); `badEditMessage` words it in English. */
export type BadEdit =
  /** `what` is the English words for the value wanted ("the stop to move"); other languages say it by kind and field. */
  | { readonly why: 'NEEDS'; readonly kind: string; readonly field: string; readonly what: string }
  | { readonly why: 'DAY_OUT_OF_RANGE'; readonly day: number; readonly days: number }
  | { readonly why: 'INDEX_OUT_OF_RANGE'; readonly index: number; readonly day: number; readonly length: number }
  | { readonly why: 'DAY_FULL'; readonly day: number; readonly max: number }
  | { readonly why: 'NOT_A_STOP'; readonly name: string }
  | { readonly why: 'NO_SUCH_STOP'; readonly id: string }
  | { readonly why: 'NOT_A_BASE'; readonly placeId: string; readonly bases: readonly string[] }
  | { readonly why: 'DAY_TRIP' }
  | { readonly why: 'BASE_TWICE'; readonly name: string }
  | { readonly why: 'ONE_NIGHT'; readonly name: string }
  | {
      readonly why: 'NOT_AROUND';
      readonly day: number;
      readonly name: string;
      readonly first: number;
      readonly last: number;
    }
  | { readonly why: 'NO_SUCH_PLACE'; readonly id: string }
  | { readonly why: 'ALREADY_IN_PLAN'; readonly name: string; readonly day: number }
  | { readonly why: 'MAX_DAYS'; readonly max: number }
  | { readonly why: 'DAYS_HAVE_STOPS'; readonly name: string; readonly first: number; readonly last: number }
  | { readonly why: 'DAY_HAS_STOPS'; readonly day: number; readonly stops: readonly string[] }
  | { readonly why: 'SWAP_WITH_ITSELF'; readonly day: number }
  | { readonly why: 'UNREACHABLE'; readonly name: string; readonly day: number };

/** A refused edit in English, the API's words. */
export function badEditMessage(edit: BadEdit): string {
  switch (edit.why) {
    case 'NEEDS':
      return `${edit.kind} needs ${edit.field}: ${edit.what}.`;
    case 'DAY_OUT_OF_RANGE':
      return `Day ${edit.day} is out of range: this plan has days 1 to ${edit.days}.`;
    case 'INDEX_OUT_OF_RANGE':
      return `Index ${edit.index} is out of range: day ${edit.day} would have ${edit.length} ${edit.length === 1 ? 'stop' : 'stops'} before it, so 0 to ${edit.length}.`;
    case 'DAY_FULL':
      return `Day ${edit.day} already has ${edit.max} stops, the most a day can hold: move one elsewhere first.`;
    case 'NOT_A_STOP':
      return `${edit.name} is not a stop of this plan.`;
    case 'NO_SUCH_STOP':
      return `There is no stop "${edit.id}" in this plan.`;
    case 'NOT_A_BASE':
      return `This plan does not stay at "${edit.placeId}": its bases are ${edit.bases.join(', ')}.`;
    case 'DAY_TRIP':
      return 'This plan has no nights: it is a day trip.';
    case 'BASE_TWICE':
      return `This plan stays at ${edit.name} twice: say which day.`;
    case 'ONE_NIGHT':
      return `${edit.name} has one night only: a base keeps at least one night.`;
    case 'NOT_AROUND':
      return `Day ${edit.day} is not a day around ${edit.name}: choose a day from ${edit.first} to ${edit.last}.`;
    case 'NO_SUCH_PLACE':
      return `There is no place "${edit.id}" in TripMate's data: choose one from the attraction search.`;
    case 'ALREADY_IN_PLAN':
      return `${edit.name} is already on day ${edit.day}: move it instead.`;
    case 'MAX_DAYS':
      return `A plan has at most ${edit.max} days: remove a night elsewhere first.`;
    case 'DAYS_HAVE_STOPS':
      return `Every day around ${edit.name} (${edit.first === edit.last ? `day ${edit.first}` : `days ${edit.first} to ${edit.last}`}) has stops: move or remove them first, or say which day to remove.`;
    case 'DAY_HAS_STOPS': {
      const one = edit.stops.length === 1;
      return `Day ${edit.day} still has ${one ? 'a stop' : `${edit.stops.length} stops`} (${edit.stops.join(', ')}): move or remove ${one ? 'it' : 'them'} first.`;
    }
    case 'SWAP_WITH_ITSELF':
      return `Day ${edit.day} cannot be swapped with itself: choose another day.`;
    case 'UNREACHABLE':
      return `${edit.name} cannot be reached by road from day ${edit.day}'s route.`;
  }
}
