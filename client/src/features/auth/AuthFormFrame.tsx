import { Heading, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SocialSignInButtons } from './SocialSignInButtons';
import { useAuthT } from './i18n';

type AuthFormFrameProps = {
  title: string;
  subtitle: string;
  /** Which provider buttons: "Sign in with …" or "Sign up with …". */
  verb: 'signIn' | 'signUp';
  busy: boolean;
  /** The path to go back to once signed in (kept across a Google or GitHub sign-in). */
  next: string | null;
  other: { question: string; label: string; to: string };
  children: ReactNode;
};

/** What the sign-in and sign-up screens share: heading, the form, the Google and GitHub buttons, the link across. */
export function AuthFormFrame({ title, subtitle, verb, busy, next, other, children }: AuthFormFrameProps) {
  const t = useAuthT();
  return (
    <Stack gap="6">
      <title>{`${title} · TripMate`}</title>
      <Stack gap="1" textAlign="center">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{subtitle}</Text>
      </Stack>
      {children}
      <HStack gap="3">
        <Separator flex="1" />
        {/* May wrap: longer in Sinhala and Tamil than the separators leave room for on a phone. */}
        <Text fontSize="sm" color="fg.muted" textAlign="center" maxW="70%">
          {t('orContinueWith')}
        </Text>
        <Separator flex="1" />
      </HStack>
      <SocialSignInButtons verb={verb} disabled={busy} next={next} />
      <Text fontSize="sm" textAlign="center">
        {other.question}{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={other.to}>{other.label}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
