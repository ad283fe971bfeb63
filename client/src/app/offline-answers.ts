import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { catchError, from, mergeMap, of, tap, throwError } from 'rxjs';

/** Where answers are kept on the device; every call settles, and a failing store keeps nothing rather than failing. */
export type AnswerStore = {
  get(key: string): Promise<unknown>;
  put(key: string, value: unknown): Promise<void>;
  clear(): Promise<void>;
  delete(key: string): Promise<void>;
};

/**
 * The queries whose last answer is kept for reading offline: a saved plan's page, the dashboard's lists of plans,
 * trips and businesses. Only the signed-in account's own pages; the guides need none (the client bundles them).
 */
const KEPT_QUERIES: ReadonlySet<string> = new Set(['SavedPlanRouteQuery', 'DashboardRouteQuery', 'MyBusinessesQuery']);

type PlanCopy = { readonly id: string };
/** Answers carrying a newer copy of a plan (an edit, the plan loaded again after a conflict): its page's kept answer takes it. */
const PLAN_COPIES: Readonly<Record<string, (data: Record<string, unknown>) => unknown>> = {
  EditTripPlan: (data) => (data.editTripPlan as { plan?: unknown } | null)?.plan,
  LatestTripPlan: (data) => data.tripPlan,
};

/** No answer came: no connection, or a server that cannot be reached. An answer with an error is not one. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  return !ServerError.is(error) && !ServerParseError.is(error) && !CombinedGraphQLErrors.is(error);
}

const keyOf = (owner: string, operation: string, variables: Record<string, unknown>) =>
  `${owner}\u0000${operation}\u0000${JSON.stringify(
    Object.keys(variables)
      .sort()
      .map((name) => [name, variables[name]]),
  )}`;

/**
 * Keeps the last clean answer to each kept query, per account, and answers it when the network does not: a saved
 * plan opens on a train with no signal as it was last seen. A failure that is an answer (an error, a 500) is passed
 * on as it is; an error answer to a kept query (the plan was deleted) forgets the kept one. GraphQL goes by POST, so
 * the service worker cannot keep these answers; this link does, in `store`.
 * `owner` names the signed-in account (null: keep nothing).
 */
export function keptAnswersLink(store: AnswerStore, owner: () => string | null): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const account = owner();
    const name = operation.operationName ?? '';
    if (!account) return forward(operation);
    const planCopy = PLAN_COPIES[name];
    if (planCopy) {
      return forward(operation).pipe(
        tap((result) => {
          const plan = result.data && !result.errors ? (planCopy(result.data) as PlanCopy | null | undefined) : null;
          if (plan?.id) void updateKeptPlan(store, account, plan);
        }),
      );
    }
    if (!KEPT_QUERIES.has(name)) return forward(operation);
    const key = keyOf(account, name, operation.variables);
    return forward(operation).pipe(
      tap((result) => {
        if (result.data && !result.errors) void store.put(key, { data: result.data });
        else void store.delete(key);
      }),
      catchError((error: unknown) => {
        if (!isNetworkFailure(error)) return throwError(() => error);
        return from(store.get(key)).pipe(
          mergeMap((kept) => (kept ? of(kept as ApolloLink.Result) : throwError(() => error))),
        );
      }),
    );
  });
}

/** The plan's kept page answer, with this newer copy of the plan. */
async function updateKeptPlan(store: AnswerStore, account: string, plan: PlanCopy): Promise<void> {
  const key = keyOf(account, 'SavedPlanRouteQuery', { id: plan.id });
  const kept = (await store.get(key)) as { data: Record<string, unknown> } | undefined;
  if (kept) await store.put(key, { data: { ...kept.data, tripPlan: plan } });
}

/** The account a session token belongs to (its `sub`), read without checking it: only to file kept answers under. */
export function accountOf(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}

const DATABASE = 'tripmate-offline';
const ANSWERS = 'answers';

/** The kept answers in IndexedDB (a plan's page can be a few hundred kilobytes: too much for localStorage). */
export function indexedDbAnswers(): AnswerStore {
  let opened: Promise<IDBDatabase | null> | undefined;
  const open = () =>
    (opened ??= new Promise((resolve) => {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(ANSWERS);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    }));
  const run = async <T>(
    mode: IDBTransactionMode,
    work: (answers: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T | undefined> => {
    const database = await open();
    if (!database) return undefined;
    return new Promise((resolve) => {
      try {
        const transaction = database.transaction(ANSWERS, mode);
        const request = work(transaction.objectStore(ANSWERS));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => resolve(undefined);
        transaction.onabort = () => resolve(undefined);
      } catch {
        resolve(undefined);
      }
    });
  };
  return {
    get: (key) => run('readonly', (answers) => answers.get(key)),
    put: async (key, value) => void (await run('readwrite', (answers) => answers.put(value, key))),
    delete: async (key) => void (await run('readwrite', (answers) => answers.delete(key))),
    clear: async () => void (await run('readwrite', (answers) => answers.clear())),
  };
}
