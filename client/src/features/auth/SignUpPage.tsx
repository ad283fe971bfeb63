import { AuthNotice } from './AuthNotice';

export function SignUpPage() {
  return (
    <AuthNotice
      title="Sign Up"
      notice="Sign-up arrives with TripMate accounts soon."
      other={{ question: 'Already have an account?', label: 'Sign In', to: '/auth/signin' }}
    />
  );
}
