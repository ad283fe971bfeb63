import { useApolloClient, useMutation } from '@apollo/client/react';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isRefusal, serverErrorsOf } from '../../../components/server-errors';
import { toast } from '../../../components/toast';
import type { PlanEditInput, PlanLanguage, PlanResult_ResultFragment } from '../../../gql/graphql';
import { keepUnchanged } from '../../../lib/keep-unchanged';
import { isOnline, subscribeOnline } from '../../../lib/online';
import { useWaitingEdits, waitingEdits, type WaitingEdit } from '../../../lib/waiting-edits';
import { usePlannerT } from '../i18n';
import { EditTripPlanDocument, LatestTripPlanDocument, RewriteTripPlanDocument } from './edit-queries';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

type PlanResult = PlanResult_ResultFragment;
type Edits = readonly PlanEditInput[];

/** What the timeline needs to change a plan; null where the plan is read-only (a shared link). */
export type PlanEditor = {
  readonly busy: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** Changes made and kept on this device, not yet on the server (offline, or no answer came); a conflict aside. */
  readonly waiting: number;
  /** The changes another tab or device got ahead of, not applied here; null when there is none. */
  readonly conflict: Edits | null;
  /** How many changes wait behind the conflict (the one that met it included). */
  readonly conflictCount: number;
  /** The conflict met changes that had waited to be sent (made offline): the page says so. */
  readonly conflictAfterWaiting: boolean;
  /** Each of these functions keeps its identity across renders. */
  apply(edits: Edits): void;
  /** As `apply`, resolving whether the edits were applied (for the travel bot's proposals). Stable across renders. */
  submit(edits: Edits): Promise<boolean>;
  /**
   * As `apply`, resolving to a function that undoes this very change (answering whether it did: not once another
   * change came after it, or while one is on its way), or null when it was not made. For a toast's Undo. Stable.
   */
  change(edits: Edits): Promise<(() => boolean) | null>;
  undo(): void;
  redo(): void;
  /** Loads the plan as stored now and applies the changes that met the conflict on it. */
  reloadAndRetry(): void;
  /** Sends the waiting changes now, rather than at the next try. */
  retry(): void;
  /**
   * Writes the plan again in another language (the same trip, its words in `language`), when nothing else is on its
   * way; resolves whether it was. Undo and redo keep working: they name stops and days, not words.
   */
  rewrite(language: PlanLanguage): Promise<boolean>;
};

/** An edit as the server sent it back, as it is sent again (no __typename, no nulls). */
function asInput(edit: PlanEditInput & { __typename?: string }): PlanEditInput {
  const { kind, attractionId, placeId, day, index, otherDay } = edit;
  return {
    kind,
    ...(attractionId != null ? { attractionId } : {}),
    ...(placeId != null ? { placeId } : {}),
    ...(day != null ? { day } : {}),
    ...(index != null ? { index } : {}),
    ...(otherDay != null ? { otherDay } : {}),
  };
}

type History = { readonly undo: readonly Edits[]; readonly redo: readonly Edits[] };
const EMPTY: History = { undo: [], redo: [] };

/** The page's undo and redo after a change of `role` was made, the server's answer giving the edits that undo it. */
function afterMade(history: History, role: WaitingEdit['role'], inverse: Edits): History {
  switch (role) {
    case 'edit':
      return { undo: [...history.undo, inverse], redo: [] };
    case 'undo':
      return { undo: history.undo.slice(0, -1), redo: [...history.redo, inverse] };
    case 'redo':
      return { undo: [...history.undo, inverse], redo: history.redo.slice(0, -1) };
  }
}

/** What became of one try to send a change. */
type Outcome = 'made' | 'conflict' | 'refused' | 'unsent';

/**
 * A failure the change may get past by waiting (no answer at all, a server in trouble, too many edits, a session to
 * sign in again) keeps it; a conflict holds it for the traveller; anything else refuses it for good.
 */
function outcomeOf(failure: unknown): { outcome: Exclude<Outcome, 'made'>; message?: string } {
  const [first] = serverErrorsOf(failure);
  if (!first) return { outcome: 'unsent' };
  switch (first.code) {
    case 'CONFLICT':
      return { outcome: 'conflict' };
    case 'TOO_MANY_REQUESTS':
    case 'INTERNAL_SERVER_ERROR':
    case 'SERVICE_UNAVAILABLE':
    case 'UNAUTHENTICATED':
      return { outcome: 'unsent' };
    default:
      // The server's words for a refusal; ours (in the interface's language) for anything else.
      return { outcome: 'refused', ...(isRefusal(first) ? { message: first.message } : {}) };
  }
}

/** Waits between tries while changes wait and the browser says it is online, longer each time. */
const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000, 120_000, 300_000];

/**
 * Editing a plan through `editTripPlan`: every change goes to the server with the plan's version, which recomputes
 * times, legs and budget and answers the edits that undo it. Undo and redo replay those.
 *
 * Each change is first kept on the device (lib/waiting-edits.ts) with an idempotency key, then sent: offline, or
 * when no answer comes, it waits (shown as waiting) and is sent when the browser is back online, with the same key,
 * so a change whose answer was lost is never made twice. Changes are sent one at a time, in the order made, each on
 * the version the one before it made. When another tab or device changed the plan first, nothing is applied and
 * nothing is lost: the change waits in `conflict` until the traveller loads the latest plan and makes it again.
 * Answers the plan to show (the latest from the server, or `result` until the first edit).
 */
export function usePlanEdits(result: PlanResult): { shown: PlanResult; editor: PlanEditor } {
  const client = useApolloClient();
  // The answer is the whole plan: kept here, not written into Apollo's cache, where normalising it and telling every
  // watcher cost a 14-day plan more than the edit itself. The cached copy is dropped instead when the page closes.
  const [editTripPlan] = useMutation(EditTripPlanDocument, { fetchPolicy: 'no-cache' });
  const [rewriteTripPlan] = useMutation(RewriteTripPlanDocument, { fetchPolicy: 'no-cache' });
  const store = waitingEdits();
  const planId = result.id;
  const waiting = useWaitingEdits(planId, store);
  const [edited, setEdited] = useState<PlanResult | null>(null);
  const [history, setHistory] = useState<History>(EMPTY);
  const historyNow = useRef<History>(EMPTY);
  const [busy, setBusy] = useState(false);
  // One sender at a time: a change made while another is on its way waits behind it, and goes on the version it makes.
  const flushing = useRef(false);
  const retries = useRef<{ timer?: ReturnType<typeof setTimeout>; count: number; closed: boolean }>({
    count: 0,
    closed: false,
  });
  // The travel bot's Apply waits for its change to be made or refused.
  const settled = useRef(new Map<string, (made: boolean) => void>());
  // Edited here and not in the cache: the next visit loads the plan afresh.
  const editedId = edited?.id ?? null;
  useEffect(() => {
    if (!editedId) return;
    return () => {
      client.cache.evict({ id: client.cache.identify({ __typename: 'TripPlanResult', id: editedId }) });
      client.cache.gc();
    };
  }, [client, editedId]);
  // The page's own fields (a title or savedAt set by Save) stay the page's.
  const current = useMemo(
    () => (edited && edited.id === result.id ? { ...edited, title: result.title, savedAt: result.savedAt } : result),
    [edited, result],
  );
  // The plan the next change goes on: read by `flush` between sends, before React has drawn the last answer.
  // Set by `flush` as each answer comes, and here when what is drawn changes: not after every render, for a render
  // (busy ending) may come before the transition that draws the last answer.
  const shown = useRef(current);
  useEffect(() => {
    shown.current = current;
  }, [current]);
  // The toasts' words, in the language shown when they are raised (read by `flush`, which keeps its identity).
  const t = usePlannerT();
  const words = useRef(t);
  useEffect(() => {
    words.current = t;
  });

  const settle = useCallback((key: string, made: boolean) => {
    settled.current.get(key)?.(made);
    settled.current.delete(key);
  }, []);

  /** Sends the plan's waiting changes in order, until none is left, one meets a conflict, or no answer comes. */
  const flush = useCallback(async (): Promise<void> => {
    if (flushing.current || !isOnline()) return;
    flushing.current = true;
    setBusy(true);
    let unsent = false;
    try {
      for (;;) {
        const head = store.all().find((change) => change.planId === planId);
        if (!head || head.conflict) break;
        const plan = shown.current;
        // Fixed at the first try: a retry must be the same request for the server to know it.
        const version = head.version ?? plan.version;
        if (head.version === null) store.update(head.key, { version });
        try {
          const { data } = await editTripPlan({
            variables: { id: planId, version, edits: head.edits.map(asInput), idempotencyKey: head.key },
          });
          if (!data) throw new Error('no answer');
          store.remove(head.key);
          // The server answers the whole plan; what it did not change stays the object already shown (days, stops,
          // legs, budget lines), so the timeline and the map redraw only what the edit changed.
          const next = keepUnchanged(plan, data.editTripPlan.plan);
          shown.current = next;
          const inverse = data.editTripPlan.undo.map(asInput);
          // Drawn as a transition: React draws the new plan in slices, between which the page answers the traveller
          // (a 14-day plan redrawn at once was one long task). The next change goes on `shown.current`, set above.
          // Undo and redo read the history kept here at once, not the one drawn: Undo pressed before the
          // transition is drawn undoes this change.
          historyNow.current = afterMade(historyNow.current, head.role, inverse);
          const nextHistory = historyNow.current;
          startTransition(() => {
            setEdited(next);
            setHistory(nextHistory);
          });
          settle(head.key, true);
        } catch (failure) {
          const { outcome, message } = outcomeOf(failure);
          if (outcome === 'unsent') {
            if (!head.waited) store.update(head.key, { waited: true });
            unsent = true;
            break;
          }
          if (outcome === 'conflict') {
            store.update(head.key, { conflict: true });
            settle(head.key, false);
            break;
          }
          store.remove(head.key);
          settle(head.key, false);
          toast({
            title: words.current('page.error'),
            description: message ?? words.current('edit.failed'),
            type: 'error',
          });
        }
      }
    } finally {
      flushing.current = false;
      setBusy(false);
    }
    clearTimeout(retries.current.timer);
    // The page was left while a send was on its way: the changes wait for its next visit.
    if (retries.current.closed) return;
    if (!unsent) {
      retries.current.count = 0;
      return;
    }
    const delay = RETRY_DELAYS_MS[Math.min(retries.current.count, RETRY_DELAYS_MS.length - 1)]!;
    retries.current.count += 1;
    retries.current.timer = setTimeout(() => void flush(), delay);
  }, [editTripPlan, planId, settle, store]);

  // What waited from before (a reload, an earlier visit) goes now, and everything waiting goes when the network is back.
  useEffect(() => {
    const sendWhenOnline = () => {
      if (!isOnline()) return;
      retries.current.count = 0;
      void flush();
    };
    const pending = retries.current;
    pending.closed = false;
    sendWhenOnline();
    const unsubscribe = subscribeOnline(sendWhenOnline);
    return () => {
      unsubscribe();
      pending.closed = true;
      clearTimeout(pending.timer);
    };
  }, [flush]);

  /** Keeps a change on the device, then sends it (or leaves it waiting); `onSettled` hears whether it was made. */
  const enqueue = useCallback(
    (edits: Edits, role: WaitingEdit['role'], onSettled?: (made: boolean) => void): void => {
      const key = newIdempotencyKey();
      if (onSettled) settled.current.set(key, onSettled);
      // Behind another change, or made while the plan is being written again in another language: it goes on the
      // version that one makes, known only once it is answered.
      const behindAnother = flushing.current || store.all().some((change) => change.planId === planId);
      store.add({
        key,
        planId,
        edits: edits.map(asInput),
        version: behindAnother ? null : shown.current.version,
        role,
        conflict: false,
        waited: !isOnline(),
      });
      void flush();
    },
    [flush, planId, store],
  );
  const submit = useCallback(
    (edits: Edits) => new Promise<boolean>((resolve) => enqueue(edits, 'edit', resolve)),
    [enqueue],
  );

  const blocked = waiting.find((change) => change.conflict) ? waiting : null;
  const idle = !busy && waiting.length === 0;
  // Read by undo and redo when called: they keep their identity across renders, like apply and submit.
  const idleNow = useRef(idle);
  useEffect(() => {
    idleNow.current = idle;
  });
  const apply = useCallback((edits: Edits) => enqueue(edits, 'edit'), [enqueue]);
  const undo = useCallback(() => {
    const last = historyNow.current.undo.at(-1);
    if (last && idleNow.current && !flushing.current) enqueue(last, 'undo');
  }, [enqueue]);
  const redo = useCallback(() => {
    const last = historyNow.current.redo.at(-1);
    if (last && idleNow.current && !flushing.current) enqueue(last, 'redo');
  }, [enqueue]);
  const change = useCallback(
    (edits: Edits) =>
      new Promise<(() => boolean) | null>((resolve) =>
        enqueue(edits, 'edit', (made) => {
          // Settled right after the history took this change's inverse: the entry that undoes it, and only it.
          const entry = made ? historyNow.current.undo.at(-1) : undefined;
          resolve(
            entry
              ? () => {
                  if (historyNow.current.undo.at(-1) !== entry || !idleNow.current || flushing.current) return false;
                  enqueue(entry, 'undo');
                  return true;
                }
              : null,
          );
        }),
      ),
    [enqueue],
  );
  const retry = useCallback(() => {
    retries.current.count = 0;
    void flush();
  }, [flush]);
  const reloadAndRetry = useCallback(() => {
    void (async () => {
      if (flushing.current) return;
      setBusy(true);
      let latest: PlanResult;
      try {
        const { data } = await client.query({
          query: LatestTripPlanDocument,
          variables: { id: planId },
          fetchPolicy: 'network-only',
        });
        if (!data) throw new Error('no plan');
        latest = keepUnchanged(shown.current, data.tripPlan);
        shown.current = latest;
        setEdited(latest);
        // Undo steps were made on the older copy: they no longer apply.
        historyNow.current = EMPTY;
        setHistory(EMPTY);
      } catch {
        setBusy(false);
        toast({ title: words.current('page.error'), description: words.current('edit.loadFailed'), type: 'error' });
        return;
      }
      // The changes go again, in order, the first on the latest version. The conflict wrote no receipt, so the
      // same keys are safe to use.
      store
        .all()
        .filter((change) => change.planId === planId)
        .forEach((change, i) =>
          store.update(change.key, { version: i === 0 ? latest.version : null, conflict: false }),
        );
      setBusy(false);
      await flush();
    })();
  }, [client, flush, planId, store]);

  const rewrite = useCallback(
    async (language: PlanLanguage): Promise<boolean> => {
      if (flushing.current || !idleNow.current) return false;
      flushing.current = true;
      setBusy(true);
      try {
        const { data } = await rewriteTripPlan({ variables: { id: planId, version: shown.current.version, language } });
        if (!data) throw new Error('no answer');
        const next = keepUnchanged(shown.current, data.rewriteTripPlan);
        shown.current = next;
        // The title is the page's (Save may set it): a title TripMate gave the plan comes back in the new language.
        client.cache.modify({
          id: client.cache.identify({ __typename: 'TripPlanResult', id: planId }),
          fields: { title: () => data.rewriteTripPlan.title },
        });
        startTransition(() => setEdited(next));
        return true;
      } catch (failure) {
        const { outcome, message } = outcomeOf(failure);
        const description =
          outcome === 'conflict' ? words.current('rewrite.conflict') : (message ?? words.current('rewrite.failed'));
        toast({ title: words.current('page.error'), description, type: 'error' });
        return false;
      } finally {
        flushing.current = false;
        setBusy(false);
        // Changes made while it was being written go now, on the version it made.
        void flush();
      }
    },
    [client, flush, planId, rewriteTripPlan],
  );

  // The same object while nothing it says changed: the parts of the page that take it are not drawn again for nothing.
  const canUndo = history.undo.length > 0 && idle;
  const canRedo = history.redo.length > 0 && idle;
  const editor = useMemo(
    (): PlanEditor => ({
      busy,
      // Undo and redo are the server's inverses of what it made: nothing may wait before them.
      canUndo,
      canRedo,
      waiting: blocked ? 0 : waiting.length,
      conflict: blocked ? blocked.flatMap((change) => change.edits) : null,
      conflictCount: blocked?.length ?? 0,
      conflictAfterWaiting: blocked?.some((change) => change.waited) ?? false,
      apply,
      submit,
      change,
      undo,
      redo,
      retry,
      reloadAndRetry,
      rewrite,
    }),
    [
      busy,
      canUndo,
      canRedo,
      blocked,
      waiting.length,
      apply,
      submit,
      change,
      undo,
      redo,
      retry,
      reloadAndRetry,
      rewrite,
    ],
  );
  return { shown: current, editor };
}
