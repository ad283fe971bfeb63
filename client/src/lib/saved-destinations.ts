import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Spec: Save/Saved is local to this browser; kept in local storage so it survives a reload. */
export const SAVED_DESTINATIONS_KEY = 'tripmate.savedDestinations';

const listeners = new Set<() => void>();

function readSaved(): string {
  return window.localStorage.getItem(SAVED_DESTINATIONS_KEY) ?? '[]';
}

function parse(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Saving in another tab shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SAVED_DESTINATIONS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether this destination is saved in this browser, and a toggle. */
export function useSavedDestination(slug: string): [saved: boolean, toggle: () => void] {
  // The raw string is the snapshot: stable between renders, so React does not loop.
  const raw = useSyncExternalStore(subscribe, readSaved, () => '[]');
  const saved = parse(raw).includes(slug);
  const toggle = useCallback(() => {
    const current = parse(readSaved());
    const next = current.includes(slug) ? current.filter((item) => item !== slug) : [...current, slug];
    window.localStorage.setItem(SAVED_DESTINATIONS_KEY, JSON.stringify(next));
    for (const listener of listeners) listener();
  }, [slug]);
  return [saved, toggle];
}

/** Every destination saved in this browser, in the order they were saved. */
export function useSavedDestinationSlugs(): string[] {
  const raw = useSyncExternalStore(subscribe, readSaved, () => '[]');
  return useMemo(() => parse(raw), [raw]);
}
