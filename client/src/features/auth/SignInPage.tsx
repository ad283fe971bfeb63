import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toaster';
import { useForm } from '../../components/useForm';
import { AuthFormFrame } from './AuthFormFrame';
import { socialSignInErrorMessage } from './authErrors';
import type { SignedIn } from './signed-in';
import { useSignIn } from './useSignIn';

/** Spec §5, sign-in. */
const rules = {
  username: (value: string) => (value.trim() ? null : 'Username is required.'),
  password: (value: string) => (value.length < 6 ? 'Password must be at least 6 characters.' : null),
};

/** A Google or GitHub sign-in that failed comes back here with `?error=&provider=`: one toast, then a clean address. */
function useSocialSignInError() {
  const [params, setParams] = useSearchParams();
  const reason = params.get('error');
  const provider = params.get('provider');
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!reason) return;
    const key = `${reason}:${provider}`;
    if (shown.current !== key) {
      shown.current = key;
      toast({ title: 'Error', description: socialSignInErrorMessage(reason, provider), type: 'error' });
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
  }, [reason, provider, setParams]);
}

export function SignInPage({ onSignedIn }: { onSignedIn: SignedIn }) {
  const navigate = useNavigate();
  const { signIn, signingIn } = useSignIn();
  const form = useForm({
    initial: { username: '', password: '' },
    rules,
    onSubmit: async (values) => {
      const result = await signIn({ username: values.username.trim(), password: values.password });
      if (!result.ok) {
        toast({ title: 'Error', description: result.message, type: 'error' });
        return;
      }
      onSignedIn(result.token, result.user);
      toast({ title: 'Welcome back!', description: 'Successfully signed in to TripMate.', type: 'success' });
      navigate('/');
    },
  });
  useSocialSignInError();

  return (
    <AuthFormFrame
      title="Sign In"
      subtitle="Welcome back. Sign in to keep planning your trip."
      verb="Sign in"
      busy={signingIn}
      other={{ question: "Don't have an account?", label: 'Sign Up', to: '/auth/signup' }}
    >
      <form onSubmit={form.handleSubmit} noValidate aria-label="Sign in">
        <Stack gap="4">
          <TextField label="Username" autoComplete="username" placeholder="Your username or email" {...form.bind('username')} />
          <TextField label="Password" type="password" autoComplete="current-password" {...form.bind('password')} />
          <Button type="submit" size="lg" w="full" disabled={signingIn}>
            {signingIn ? 'Signing In...' : 'Sign In'}
          </Button>
        </Stack>
      </form>
    </AuthFormFrame>
  );
}
