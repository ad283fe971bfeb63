import { useSyncExternalStore } from 'react';

/** Takes the new version: the waiting service worker takes over and the page reloads on it. */
export type ApplyUpdate = () => void;

let pending: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** A new version of the app, installed and waiting for the traveller to reload (service-worker.ts offers it). */
export const appUpdate = {
  offer(apply: ApplyUpdate): void {
    pending = apply;
    for (const listener of listeners) listener();
  },
  dismiss(): void {
    pending = null;
    for (const listener of listeners) listener();
  },
  current: (): ApplyUpdate | null => pending,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAppUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(appUpdate.subscribe, appUpdate.current, () => null);
}
