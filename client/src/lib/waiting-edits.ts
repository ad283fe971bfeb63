import { useMemo, useSyncExternalStore } from 'react';
import type { PlanEditInput } from '../gql/graphql';

/**
 * A change to a plan not yet made on the server: made offline, sent when an answer was lost, or refused because the
 * plan had changed elsewhere. Kept on the device (localStorage) until the server has made it, so neither a lost
 * connection nor a reload loses it.
 */
export type WaitingEdit = {
  /** The idempotency key: the same on every try of this change, so it is made once however often it is sent. */
  readonly key: string;
  readonly planId: string;
  readonly edits: readonly PlanEditInput[];
  /**
   * The plan's version the change was made on. Null for a change made while another waited before it: it goes on
   * the version that one makes, and is given it when first sent (and keeps it for every retry).
   */
  readonly version: number | null;
  /** Undo and redo also move the page's history once made; a plain edit adds to it. */
  readonly role: 'edit' | 'undo' | 'redo';
  /** The plan had changed elsewhere when it was sent: it waits for the traveller to load the plan and make it again. */
  readonly conflict: boolean;
  /** It could not be sent when it was made (offline, or no answer came): a conflict then is explained as such. */
  readonly waited: boolean;
};

export type WaitingEdits = {
  all(): readonly WaitingEdit[];
  add(edit: WaitingEdit): void;
  update(key: string, change: Partial<Omit<WaitingEdit, 'planId'>>): void;
  remove(key: string): void;
  /** Everything the signed-in account left waiting on this device (signing out). */
  clear(): void;
  subscribe(listener: () => void): () => void;
};

export const WAITING_EDITS_KEY = 'tripmate.waitingEdits';

const isWaitingEdit = (value: unknown): value is WaitingEdit => {
  const edit = value as Partial<WaitingEdit> | null;
  return (
    typeof edit?.key === 'string' &&
    typeof edit.planId === 'string' &&
    Array.isArray(edit.edits) &&
    (edit.version === null || typeof edit.version === 'number')
  );
};

/** The waiting changes in `storage`, in the order they were made; other tabs' changes arrive by `storage` events. */
export function createWaitingEdits(storage: Storage): WaitingEdits {
  const parse = (raw: string | null): readonly WaitingEdit[] => {
    try {
      const parsed: unknown = JSON.parse(raw ?? '[]');
      return Array.isArray(parsed)
        ? parsed.filter(isWaitingEdit).map((edit) => ({
            ...edit,
            role: edit.role ?? 'edit',
            conflict: edit.conflict === true,
            waited: edit.waited === true,
          }))
        : [];
    } catch {
      return [];
    }
  };
  // Read again whenever the stored text changed (another tab, a cleared storage); the same list otherwise, as
  // useSyncExternalStore needs.
  let raw: string | null | undefined;
  let snapshot: readonly WaitingEdit[] = [];
  const all = () => {
    const stored = storage.getItem(WAITING_EDITS_KEY);
    if (stored !== raw) {
      raw = stored;
      snapshot = parse(stored);
    }
    return snapshot;
  };
  const listeners = new Set<() => void>();
  const publish = () => listeners.forEach((listener) => listener());
  const write = (next: readonly WaitingEdit[]) => {
    try {
      if (next.length === 0) storage.removeItem(WAITING_EDITS_KEY);
      else storage.setItem(WAITING_EDITS_KEY, JSON.stringify(next));
    } catch {
      // Storage full or refused: the change still waits in this page, and is lost only if the page is closed first.
    }
    raw = storage.getItem(WAITING_EDITS_KEY);
    snapshot = next;
    publish();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === WAITING_EDITS_KEY) publish();
  };
  return {
    all,
    add: (edit) => write([...all(), edit]),
    update: (key, change) => write(all().map((edit) => (edit.key === key ? { ...edit, ...change } : edit))),
    remove: (key) => write(all().filter((edit) => edit.key !== key)),
    clear: () => write([]),
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}

let shared: WaitingEdits | undefined;
/** This browser's waiting changes. */
export const waitingEdits = (): WaitingEdits => (shared ??= createWaitingEdits(window.localStorage));

/** The changes to one plan that wait, oldest first. */
export function useWaitingEdits(planId: string, store: WaitingEdits = waitingEdits()): readonly WaitingEdit[] {
  const all = useSyncExternalStore(store.subscribe, store.all, store.all);
  return useMemo(() => all.filter((edit) => edit.planId === planId), [all, planId]);
}
