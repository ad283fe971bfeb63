import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

type OAuthSuccessPageProps = {
  /** Starts the session with the token the server put in the query string. */
  signIn: (token: string) => void;
};

/** Where Google and GitHub sign-in return (spec §2): with a token, sign in and go to the dashboard; without, home. */
export function OAuthSuccessPage({ signIn }: OAuthSuccessPageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');

  useEffect(() => {
    if (token) {
      signIn(token);
      navigate('/dashboard', { replace: true });
    } else {
      navigate('/', { replace: true });
    }
  }, [token, signIn, navigate]);

  return (
    <Center as="main" minH="100dvh">
      <Stack align="center" gap="4" role="status">
        <Spinner size="lg" color="brand.solid" />
        <Text fontSize="lg">Redirecting...</Text>
      </Stack>
    </Center>
  );
}
