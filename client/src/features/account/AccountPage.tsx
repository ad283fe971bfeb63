import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Container, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { AccountPage_UserFragment } from '../../gql/graphql';
import { AccountActionsCard } from './AccountActionsCard';
import { sessionUserOf, type AccountSession } from './account-session';
import { ChangePasswordCard } from './ChangePasswordCard';
import { ConnectedAccountsCard } from './ConnectedAccountsCard';
import { AccountRouteQueryDocument } from './documents';
import { PreferencesCard } from './PreferencesCard';
import { ProfileInformationCard } from './ProfileInformationCard';
import { ProfilePhotoCard } from './ProfilePhotoCard';
import { useProviderConnectionReturn } from './useProviderConnection';
import { useAccountT } from './i18n';

/** Profile Settings (spec §2, /account). */
export function AccountPage({ session }: { session: AccountSession }) {
  const { data, error, loading, refetch } = useQuery(AccountRouteQueryDocument);
  const user = data?.me;
  const t = useAccountT();
  useProviderConnectionReturn(Boolean(user));

  // The header reads the name from the session, so it follows what was saved.
  const keepUser = (saved: AccountPage_UserFragment) => {
    if (session.token) session.login(session.token, sessionUserOf(saved));
  };

  return (
    <Box bg="bg.subtle" minH="full">
      <title>{t('page.title')}</title>
      <Container maxW="6xl" px={{ base: 4, md: 6 }} py={{ base: 8, md: 12 }}>
        <Stack gap="1" mb={{ base: 6, md: 8 }}>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('page.heading')}
          </Heading>
          <Text color="fg.muted">{t('page.intro')}</Text>
        </Stack>

        {user ? (
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
            <Stack gap="6">
              <ProfileInformationCard key={user.id} user={user} onSaved={keepUser} />
              <ChangePasswordCard
                hasPassword={user.hasPassword}
                onChanged={(token) => session.login(token, session.user ? { ...session.user } : sessionUserOf(user))}
              />
            </Stack>
            <Stack as="aside" aria-label={t('page.aside')} gap="6">
              <ProfilePhotoCard user={user} onSaved={keepUser} />
              <PreferencesCard
                userId={user.id}
                preferences={user.preferences}
                onSaved={(preferences) => {
                  if (session.token)
                    session.login(session.token, {
                      ...(session.user ?? sessionUserOf(user)),
                      preferences: { ...preferences },
                    });
                }}
              />
              <ConnectedAccountsCard connected={user.connectedProviders} options={data.signInOptions} />
              <AccountActionsCard user={user} onSignedOut={() => void session.signOut()} />
            </Stack>
          </Grid>
        ) : error && !loading ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('page.loadFailed')}</Alert.Title>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => {})}>
              {t('page.tryAgain')}
            </Button>
          </Alert.Root>
        ) : (
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }}
            gap="6"
            aria-label={t('page.loading')}
            aria-busy
          >
            <Skeleton h="64" rounded="lg" />
            <Skeleton h="64" rounded="lg" />
          </Grid>
        )}
      </Container>
    </Box>
  );
}
