import type { ManagementCode } from './business-form-values';

/** What a registration hands to the new listing's page (router state): what was done, said there once. */
export type RegisteredState = {
  readonly message: string;
  /** Given to a listing registered while signed out: shown this once. */
  readonly managementCode: ManagementCode | null;
  readonly locationNotice: string | null;
  readonly photosAdded: number;
  /** The server's reason for each photo it did not take. */
  readonly photoProblems: readonly string[];
};

/** The registration's report from the router state, if that is what it holds. */
export function registeredStateOf(state: unknown): RegisteredState | null {
  if (!state || typeof state !== 'object' || !('registered' in state)) return null;
  const registered = state.registered as Partial<RegisteredState> | null;
  return registered && typeof registered.message === 'string' ? (registered as RegisteredState) : null;
}
