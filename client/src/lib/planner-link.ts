/**
 * The planner's address with fields to fill, for the pages that send a traveller there with a place or a trip in
 * mind: `/planner?to=Kandy` (a guide), `/planner?trip=<a trip described in words>` (the home page). In the address
 * rather than the router's state, so it survives signing in on the way (the planner reads it: features/planner/prefill.ts).
 */
export function plannerPath(fields: { readonly to?: string; readonly trip?: string }): string {
  const query = new URLSearchParams(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
  const search = query.toString();
  return search ? `/planner?${search}` : '/planner';
}
