import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NEXT_PARAM, safeReturnPath, withReturnPath } from '../../lib/return-path';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toast';
import { useForm } from '../../components/useForm';
import { AuthFormFrame } from './AuthFormFrame';
import { socialSignInErrorMessage } from './authErrors';
import type { SignedIn } from './signed-in';
import { useSignIn } from './useSignIn';
import { useAuthT, type AuthT } from './i18n';

/** Spec §5, sign-in. */
const rulesIn = (t: AuthT) => ({
  username: (value: string) => (value.trim() ? null : t('signIn.usernameRequired')),
  password: (value: string) => (value.length < 6 ? t('signIn.passwordTooShort') : null),
});

/** A Google or GitHub sign-in that failed comes back here with `?error=&provider=`: one toast, then a clean address. */
function useSocialSignInError(t: AuthT) {
  const [params, setParams] = useSearchParams();
  const reason = params.get('error');
  const provider = params.get('provider');
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!reason) return;
    const key = `${reason}:${provider}`;
    if (shown.current !== key) {
      shown.current = key;
      toast({ title: t('error'), description: socialSignInErrorMessage(reason, provider, t), type: 'error' });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        next.delete('provider');
        return next;
      },
      { replace: true },
    );
  }, [reason, provider, setParams, t]);
}

export function SignInPage({ onSignedIn }: { onSignedIn: SignedIn }) {
  const navigate = useNavigate();
  // Where the traveller was before signing in (a guarded page, a planner filled with a place): back there after.
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get(NEXT_PARAM));
  const { signIn, signingIn } = useSignIn();
  const t = useAuthT();
  const form = useForm({
    initial: { username: '', password: '' },
    rules: rulesIn(t),
    onSubmit: async (values) => {
      const result = await signIn({ username: values.username.trim(), password: values.password });
      if (!result.ok) {
        toast({ title: t('error'), description: result.message, type: 'error' });
        return;
      }
      onSignedIn(result.token, result.user);
      toast({ title: t('signIn.welcomeTitle'), description: t('signIn.welcomeDescription'), type: 'success' });
      navigate(next ?? '/');
    },
  });
  useSocialSignInError(t);

  return (
    <AuthFormFrame
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      verb="signIn"
      busy={signingIn}
      next={next}
      other={{ question: t('signIn.question'), label: t('signIn.otherLink'), to: withReturnPath('/auth/signup', next) }}
    >
      <form onSubmit={form.handleSubmit} noValidate aria-label={t('signIn.formLabel')}>
        <Stack gap="4">
          <TextField
            label={t('signIn.username')}
            autoComplete="username"
            placeholder={t('signIn.usernamePlaceholder')}
            {...form.bind('username')}
          />
          <TextField
            label={t('signIn.password')}
            type="password"
            autoComplete="current-password"
            {...form.bind('password')}
          />
          <Button type="submit" size="lg" w="full" disabled={signingIn}>
            {signingIn ? t('signIn.submitting') : t('signIn.submit')}
          </Button>
        </Stack>
      </form>
    </AuthFormFrame>
  );
}
