import { AuthNotice } from './AuthNotice';

export function SignInPage() {
  return (
    <AuthNotice
      title="Sign In"
      notice="Sign-in arrives with TripMate accounts soon."
      other={{ question: "Don't have an account?", label: 'Sign Up', to: '/auth/signup' }}
    />
  );
}
