import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../components/toast';
import type { AuthProvider } from '../../gql/graphql';
import { leavePageFor } from '../../lib/leave-page';
import { serverMessageOf } from '../../components/server-errors';
import { ConnectProviderMutationDocument, StartProviderConnectionMutationDocument } from './documents';

export const providerNames: Record<AuthProvider, string> = { GOOGLE: 'Google', GITHUB: 'GitHub' };
const providerOf = (param: string | null): AuthProvider | null =>
  param === 'google' ? 'GOOGLE' : param === 'github' ? 'GITHUB' : null;

/** Why a connection came back without a code (`/account?connect=google&error=…`). */
function connectErrorMessage(reason: string, name: string): string {
  switch (reason) {
    case 'denied':
      return `Connecting ${name} was cancelled.`;
    case 'not_configured':
      return `${name} sign-in is not configured on this server.`;
    case 'state':
      return `That ${name} link expired or was not started here. Please try again.`;
    default:
      return `Could not connect ${name}. Please try again.`;
  }
}

/** "Connect Google": asks the server where to go (bound to this account for a minute), then leaves the page. */
export function useStartProviderConnection() {
  const [start, { loading }] = useMutation(StartProviderConnectionMutationDocument);
  const connect = async (provider: AuthProvider) => {
    try {
      const { data } = await start({ variables: { provider } });
      if (data) leavePageFor(data.startProviderConnection.url);
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessageOf(error) ?? `Could not connect ${providerNames[provider]}. Please try again.`,
        type: 'error',
      });
    }
  };
  return { connect, starting: loading };
}

/**
 * The return from the provider, `/account?connect={provider}&code=…` (or `&error=…`): the code is confirmed with this
 * account's token, once, then the address is cleaned. It waits until the profile is `loaded`, so the profile's answer
 * cannot land after the confirmation's and hide the new connection.
 */
export function useProviderConnectionReturn(loaded: boolean) {
  const [params, setParams] = useSearchParams();
  const [confirm] = useMutation(ConnectProviderMutationDocument);
  const provider = providerOf(params.get('connect'));
  const code = params.get('code');
  const reason = params.get('error');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!loaded || !provider || (!code && !reason)) return;
    const key = `${provider}:${code ?? reason}`;
    if (handled.current === key) return;
    handled.current = key;
    const name = providerNames[provider];
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const param of ['connect', 'code', 'error']) next.delete(param);
        return next;
      },
      { replace: true },
    );
    if (!code) {
      toast({ title: 'Error', description: connectErrorMessage(reason ?? '', name), type: 'error' });
      return;
    }
    confirm({ variables: { code } }).then(
      () =>
        toast({
          title: 'Connected',
          description: `${name} is connected. You can now sign in with ${name}.`,
          type: 'success',
        }),
      (error: unknown) =>
        toast({
          title: 'Error',
          description: serverMessageOf(error) ?? connectErrorMessage('failed', name),
          type: 'error',
        }),
    );
  }, [loaded, provider, code, reason, setParams, confirm]);
}
