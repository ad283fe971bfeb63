import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

type AuthNoticeProps = {
  title: string;
  notice: string;
  other: { question: string; label: string; to: string };
};

/** The sign-in and sign-up screens until accounts arrive. */
export function AuthNotice({ title, notice, other }: AuthNoticeProps) {
  return (
    <Stack gap="4" textAlign="center">
      <title>{`${title} · TripMate`}</title>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{notice}</Text>
      <Text fontSize="sm">
        {other.question}{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={other.to}>{other.label}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
