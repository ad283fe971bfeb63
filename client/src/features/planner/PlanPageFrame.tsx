import { Box, Button, Container, Flex, Heading, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { serverErrorsOf } from '../../components/server-errors';
import { usePlannerT } from './i18n';

/** The server's answer for a plan that is not there (deleted, another account's, a link no longer shared). */
export const isNotFound = (error: unknown) => serverErrorsOf(error).some((found) => found.code === 'NOT_FOUND');

export type PlanPageFailure = {
  readonly heading: string;
  readonly text: string;
  /** A failure to load is announced; a plan that does not exist is simply the page's content. */
  readonly alert: boolean;
  readonly link: { readonly to: string; readonly label: string };
};

type PlanPageFrameProps = {
  /** The browser tab's title, without " · TripMate". */
  readonly pageTitle: string;
  readonly heading: string;
  /** The line under the heading ("Saved 21 Nov 2026"). */
  readonly subline?: ReactNode;
  /** The button at the top right (Back to Dashboard). */
  readonly aside?: ReactNode;
  readonly loading: boolean;
  /** Shown in place of the plan when it could not be shown. */
  readonly failure: PlanPageFailure | null;
  /** The plan's workspace. */
  readonly children?: ReactNode;
};

/** A page that shows one plan (a saved plan, a shared plan): its heading, then the plan, a skeleton or why not. */
export function PlanPageFrame({ pageTitle, heading, subline, aside, loading, failure, children }: PlanPageFrameProps) {
  const t = usePlannerT();
  return (
    // The plan's cards sit on a tinted page; a page that only says why there is no plan stays plain, as the app's
    // own "Page not found" is, so its tint does not stop short above the footer.
    <Box bg={failure && !loading ? undefined : 'bg.subtle'} minH="full">
      <title>{`${pageTitle} · TripMate`}</title>
      <Container maxW="7xl" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
        <Flex
          justify="space-between"
          align={{ base: 'start', sm: 'center' }}
          direction={{ base: 'column', sm: 'row' }}
          gap="3"
          mb="6"
        >
          <Box>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {heading}
            </Heading>
            {subline ? (
              <Text color="fg.muted" fontSize="sm">
                {subline}
              </Text>
            ) : null}
          </Box>
          {aside}
        </Flex>

        {loading ? (
          <Skeleton h="96" rounded="xl" aria-label={t('frame.loading')} />
        ) : failure ? (
          <Box
            bg="bg"
            rounded="xl"
            borderWidth="1px"
            px={{ base: 6, md: 8 }}
            py={{ base: 10, md: 14 }}
            textAlign="center"
            role={failure.alert ? 'alert' : undefined}
          >
            <Heading as="h2" size="lg" mb="2">
              {failure.heading}
            </Heading>
            <Text color="fg.muted" mb="5">
              {failure.text}
            </Text>
            <Button asChild colorPalette="brand">
              <RouterLink to={failure.link.to}>{failure.link.label}</RouterLink>
            </Button>
          </Box>
        ) : (
          children
        )}
      </Container>
    </Box>
  );
}
