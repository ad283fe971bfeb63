import { useMutation } from '@apollo/client/react';
import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isRefusal, serverErrorsOf } from '../../components/server-errors';
import { ANONYMOUS_CONTEXT } from '../../lib/api-context';
import { takeOAuthReturn } from '../../lib/return-path';
import { ExchangeOAuthCodeMutationDocument } from './documents';
import type { SignedIn } from './signed-in';
import { useAuthT } from './i18n';

/**
 * Where Google and GitHub sign-in return (spec §2). The server sends a one-time `code`, which only this browser can
 * exchange (by POST) for the session; a server run with OAUTH_RETURN=token sends the spec's `token` instead. Either
 * way: sign in and go back where the sign-in started from (a guarded page), or to the dashboard; with neither, home;
 * with a code that is refused, back to sign-in.
 */
export function OAuthSuccessPage({ signIn }: { signIn: SignedIn }) {
  const [params] = useSearchParams();
  const t = useAuthT();
  const navigate = useNavigate();
  const [exchange] = useMutation(ExchangeOAuthCodeMutationDocument, { context: ANONYMOUS_CONTEXT });
  const code = params.get('code');
  const token = params.get('token');
  // A code is spent by its first use: React's development double effect must not send it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const back = takeOAuthReturn() ?? '/dashboard';
    if (token) {
      signIn(token, null);
      navigate(back, { replace: true });
      return;
    }
    if (!code) {
      navigate('/', { replace: true });
      return;
    }
    exchange({ variables: { code } })
      .then(({ data }) => {
        if (!data) throw new Error('no session in the answer');
        signIn(data.exchangeOAuthCode.token, data.exchangeOAuthCode.user);
        navigate(back, { replace: true });
      })
      .catch((error: unknown) => {
        // Only a code the server refused has expired or belongs to another browser; anything else failed on the way.
        const reason = serverErrorsOf(error).some(isRefusal) ? 'expired' : 'unfinished';
        navigate(`/auth/signin?error=${reason}`, { replace: true });
      });
  }, [code, token, signIn, navigate, exchange]);

  return (
    <Center as="main" minH="100dvh">
      <Stack align="center" gap="4" role="status">
        <Spinner size="lg" color="brand.solid" />
        <Text fontSize="lg">{t('redirecting')}</Text>
      </Stack>
    </Center>
  );
}
