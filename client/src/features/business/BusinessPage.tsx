import { Box, Container, Grid, Heading, Text } from '@chakra-ui/react';
import { BusinessList } from './BusinessList';
import { RegisterBusinessForm } from './RegisterBusinessForm';
import { useBusinessT } from './i18n';

/** The directory and the registration form; `token` sends the new listing's photos as its owner (signed in). */
export function BusinessPage({ token = null }: { token?: string | null }) {
  const t = useBusinessT();
  return (
    <Box bg="bg.subtle" minH="full">
      <title>{t('page.title')}</title>
      <Container maxW="7xl" px={{ base: 4, md: 6 }} py={{ base: 8, md: 12 }}>
        <Box mb={{ base: 6, md: 10 }} maxW="3xl">
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} mb="2">
            {t('page.heading')}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {t('page.intro')}
          </Text>
        </Box>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }}
          gap={{ base: 8, lg: 10 }}
          alignItems="start"
        >
          <RegisterBusinessForm token={token} />
          <BusinessList />
        </Grid>
      </Container>
    </Box>
  );
}
