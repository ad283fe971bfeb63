import { Button, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toaster';
import { useForm } from '../../components/useForm';
import { AuthFormFrame } from './AuthFormFrame';
import type { SignedIn } from './signed-in';
import { useSignUp } from './useSignUp';

// Something@something.something, the shape spec §5 asks for; the server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5, sign-up. */
const rules = {
  name: (value: string) => (value.trim().length < 2 ? 'Full name must be at least 2 characters.' : null),
  email: (value: string) => (EMAIL_PATTERN.test(value.trim()) ? null : 'Invalid email address.'),
  password: (value: string) => (value.length < 6 ? 'Password must be at least 6 characters.' : null),
};

export function SignUpPage({ onSignedIn }: { onSignedIn: SignedIn }) {
  const navigate = useNavigate();
  const { signUp, signingUp } = useSignUp();
  const form = useForm({
    initial: { name: '', email: '', password: '' },
    rules,
    onSubmit: async (values) => {
      const email = values.email.trim();
      // Spec §3: the username is the email.
      const result = await signUp({ name: values.name.trim(), email, username: email, password: values.password });
      if (!result.ok) {
        toast({ title: 'Error', description: result.message, type: 'error' });
        // The username is the email, so a taken username is a taken email.
        form.showServerError(result.error, { username: 'email' });
        return;
      }
      if (!result.token) {
        toast({ title: 'Account Created!', description: 'Please sign in with your new account.', type: 'success' });
        navigate('/auth/signin');
        return;
      }
      onSignedIn(result.token, result.user);
      toast({ title: 'Welcome to TripMate!', description: 'Your account has been created successfully.', type: 'success' });
      navigate('/');
    },
  });

  return (
    <AuthFormFrame
      title="Sign Up"
      subtitle="Create your account and start planning your Sri Lanka trip."
      verb="Sign up"
      busy={signingUp}
      other={{ question: 'Already have an account?', label: 'Sign In', to: '/auth/signin' }}
    >
      <form onSubmit={form.handleSubmit} noValidate aria-label="Sign up">
        <Stack gap="4">
          <TextField label="Full Name" autoComplete="name" {...form.bind('name')} />
          <TextField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...form.bind('email')} />
          <TextField label="Password" type="password" autoComplete="new-password" helperText="At least 6 characters." {...form.bind('password')} />
          <Button type="submit" size="lg" w="full" disabled={signingUp}>
            {signingUp ? 'Creating Account...' : 'Create Account'}
          </Button>
        </Stack>
      </form>
    </AuthFormFrame>
  );
}
