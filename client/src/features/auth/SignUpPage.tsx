import { Button, Stack } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NEXT_PARAM, safeReturnPath, withReturnPath } from '../../lib/return-path';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toast';
import { useForm } from '../../components/useForm';
import { AuthFormFrame } from './AuthFormFrame';
import type { SignedIn } from './signed-in';
import { useSignUp } from './useSignUp';
import { useAuthT, type AuthT } from './i18n';

// Something@something.something, the shape spec §5 asks for; the server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5, sign-up. */
const rulesIn = (t: AuthT) => ({
  name: (value: string) => (value.trim().length < 2 ? t('signUp.nameTooShort') : null),
  email: (value: string) => (EMAIL_PATTERN.test(value.trim()) ? null : t('signUp.invalidEmail')),
  password: (value: string) => (value.length < 6 ? t('signUp.passwordTooShort') : null),
});

export function SignUpPage({ onSignedIn }: { onSignedIn: SignedIn }) {
  const navigate = useNavigate();
  // Where the traveller was before signing up: back there after.
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get(NEXT_PARAM));
  const { signUp, signingUp } = useSignUp();
  const t = useAuthT();
  const form = useForm({
    initial: { name: '', email: '', password: '' },
    rules: rulesIn(t),
    onSubmit: async (values) => {
      const email = values.email.trim();
      // Spec §3: the username is the email.
      const result = await signUp({ name: values.name.trim(), email, username: email, password: values.password });
      if (!result.ok) {
        toast({ title: t('error'), description: result.message, type: 'error' });
        // The username is the email, so a taken username is a taken email.
        form.showServerError(result.error, { username: 'email' });
        return;
      }
      if (!result.token) {
        toast({ title: t('signUp.createdTitle'), description: t('signUp.createdDescription'), type: 'success' });
        navigate(withReturnPath('/auth/signin', next));
        return;
      }
      onSignedIn(result.token, result.user);
      toast({ title: t('signUp.welcomeTitle'), description: t('signUp.welcomeDescription'), type: 'success' });
      navigate(next ?? '/');
    },
  });

  return (
    <AuthFormFrame
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      verb="signUp"
      busy={signingUp}
      next={next}
      other={{ question: t('signUp.question'), label: t('signUp.otherLink'), to: withReturnPath('/auth/signin', next) }}
    >
      <form onSubmit={form.handleSubmit} noValidate aria-label={t('signUp.formLabel')}>
        <Stack gap="4">
          <TextField label={t('signUp.fullName')} autoComplete="name" {...form.bind('name')} />
          <TextField
            label={t('signUp.email')}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...form.bind('email')}
          />
          <TextField
            label={t('signUp.password')}
            type="password"
            autoComplete="new-password"
            helperText={t('signUp.passwordHint')}
            {...form.bind('password')}
          />
          <Button type="submit" size="lg" w="full" disabled={signingUp}>
            {signingUp ? t('signUp.submitting') : t('signUp.submit')}
          </Button>
        </Stack>
      </form>
    </AuthFormFrame>
  );
}
