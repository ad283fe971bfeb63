import { Button, Stack } from '@chakra-ui/react';
import { type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/toaster';
import { useFormFields, type FieldErrors } from '../../lib/useFormFields';
import { AuthFormFrame } from './AuthFormFrame';
import type { SignedIn } from './signed-in';
import { useSignUp } from './useSignUp';

type Field = 'name' | 'email' | 'password';
const fieldOrder: readonly Field[] = ['name', 'email', 'password'];

// Something@something.something, the shape spec §5 asks for; the server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5, sign-up. */
function validate(values: Record<Field, string>): FieldErrors<Field> {
  const found: FieldErrors<Field> = {};
  if (values.name.trim().length < 2) found.name = 'Full name must be at least 2 characters.';
  if (!EMAIL_PATTERN.test(values.email.trim())) found.email = 'Invalid email address.';
  if (values.password.length < 6) found.password = 'Password must be at least 6 characters.';
  return found;
}

function isField(value: string | null): value is Field {
  return value !== null && (fieldOrder as readonly string[]).includes(value);
}

export function SignUpPage({ onSignedIn }: { onSignedIn: SignedIn }) {
  const navigate = useNavigate();
  const { signUp, signingUp } = useSignUp();
  const { values, bind, show } = useFormFields<Field>({ name: '', email: '', password: '' }, fieldOrder);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (signingUp || !show(form, validate(values))) return;
    const email = values.email.trim();
    // Spec §3: the username is the email.
    const result = await signUp({ name: values.name.trim(), email, username: email, password: values.password });
    if (!result.ok) {
      toast({ title: 'Error', description: result.message, type: 'error' });
      // The username is the email, so a taken username is a taken email.
      const field = result.field === 'username' ? 'email' : result.field;
      if (isField(field)) show(form, { [field]: result.message });
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
  };

  return (
    <AuthFormFrame
      title="Sign Up"
      subtitle="Create your account and start planning your Sri Lanka trip."
      verb="Sign up"
      busy={signingUp}
      other={{ question: 'Already have an account?', label: 'Sign In', to: '/auth/signin' }}
    >
      <form onSubmit={onSubmit} noValidate aria-label="Sign up">
        <Stack gap="4">
          <TextField label="Full Name" autoComplete="name" {...bind('name')} />
          <TextField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...bind('email')} />
          <TextField label="Password" type="password" autoComplete="new-password" helperText="At least 6 characters." {...bind('password')} />
          <Button type="submit" size="lg" w="full" disabled={signingUp}>
            {signingUp ? 'Creating Account...' : 'Create Account'}
          </Button>
        </Stack>
      </form>
    </AuthFormFrame>
  );
}
