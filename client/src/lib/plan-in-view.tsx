import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { PlanEditInput } from '../gql/graphql';

/**
 * The plan on the screen, as far as the travel bot may know and change it: which plan and at which version, and how
 * to apply edits to it. Edits go through the plan page's own editor, so a change the traveller accepts in the chat
 * behaves as one made on the timeline: the same editTripPlan call, undo and redo, the conflict notice.
 */
export type PlanInView = {
  readonly id: string;
  readonly version: number;
  /** Resolves whether the edits were applied (a refusal or a conflict is shown by the plan page itself). */
  apply(edits: readonly PlanEditInput[]): Promise<boolean>;
};

type Store = {
  get(): PlanInView | null;
  set(plan: PlanInView | null): void;
  subscribe(listener: () => void): () => void;
};

function createStore(): Store {
  let plan: PlanInView | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => plan,
    set(next) {
      if (next === plan) return;
      plan = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// A store rather than state in the provider: a plan page telling the chat of a new version re-renders the chat
// alone, never the layout and the page under it.
const PlanInViewContext = createContext<Store | null>(null);

/** Around the pages and the chat panel (the app's root layout), so a plan page can tell the chat what it shows. */
export function PlanInViewProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createStore);
  return <PlanInViewContext value={store}>{children}</PlanInViewContext>;
}

const nothing = () => () => {};

/** The plan on the screen, or null on a page without one (or outside the provider). */
export function usePlanInView(): PlanInView | null {
  const store = use(PlanInViewContext);
  return useSyncExternalStore(store?.subscribe ?? nothing, () => store?.get() ?? null);
}

/** Shows `plan` to the chat while the calling page is on the screen; memoise it, or it is sent again on every render. */
export function useShowPlanInView(plan: PlanInView | null): void {
  const store = use(PlanInViewContext);
  useEffect(() => {
    if (!store || !plan) return;
    store.set(plan);
    return () => {
      if (store.get() === plan) store.set(null);
    };
  }, [store, plan]);
}
