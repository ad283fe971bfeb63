import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Flex, Heading, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { categoryOf } from '../../lib/listing-labels';
import { categoryName, useComponentsT } from '../../components/i18n';
import { useBusinessT } from './i18n';
import { PendingReviewNotice } from './PendingReviewNotice';
import { MyBusinessesQueryDocument } from './queries';

/** The dashboard's section of the account's own listings, each with its Edit link. The app places it on the dashboard. */
export function MyBusinesses() {
  const t = useBusinessT();
  const common = useComponentsT();
  const { data, loading, error } = useQuery(MyBusinessesQueryDocument, { fetchPolicy: 'cache-and-network' });
  const businesses = data?.myBusinesses ?? [];

  return (
    <Box as="section" aria-labelledby="my-businesses-heading" mt="10">
      <Heading as="h2" id="my-businesses-heading" size="lg" mb="4">
        {t('mine.heading')}
      </Heading>
      {loading && !data ? (
        <Skeleton h="24" rounded="xl" aria-label={t('mine.loading')} />
      ) : error && !data ? (
        <Text role="alert" color="fg.error">
          {t('mine.failed')}
        </Text>
      ) : businesses.length === 0 ? (
        <Text color="fg.muted">
          {t('mine.emptyBefore')}{' '}
          <RouterLink to="/business" style={{ textDecoration: 'underline' }}>
            {t('mine.emptyLink')}
          </RouterLink>{' '}
          {t('mine.emptyAfter')}
        </Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
          {businesses.map((business) => {
            const category = categoryOf(business.category);
            return (
              <Box as="li" key={business.id}>
                <Card.Root as="article" variant="outline" h="full" aria-labelledby={`my-business-${business.id}`}>
                  <Card.Body gap="2">
                    <Flex justify="space-between" align="flex-start" gap="3">
                      <Heading as="h3" id={`my-business-${business.id}`} size="md" overflowWrap="anywhere" minW="0">
                        {business.name}
                      </Heading>
                      <Badge colorPalette={category.palette} variant="subtle" flexShrink={0}>
                        {categoryName(common, category.value)}
                      </Badge>
                    </Flex>
                    <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
                      {business.address}
                    </Text>
                    {business.hiddenPendingReview ? (
                      <Box>
                        <Badge colorPalette="red" variant="solid">
                          {t('listing.hidden')}
                        </Badge>
                        <Text color="fg.muted" fontSize="sm" mt="1">
                          {t('mine.hiddenText')}
                        </Text>
                        <PendingReviewNotice business={business} />
                      </Box>
                    ) : null}
                  </Card.Body>
                  <Card.Footer>
                    <Button asChild size="sm" variant="outline">
                      <RouterLink
                        to={`/business/${business.id}/edit`}
                        aria-label={t('card.editLabel', { name: business.name })}
                      >
                        {t('card.edit')}
                      </RouterLink>
                    </Button>
                  </Card.Footer>
                </Card.Root>
              </Box>
            );
          })}
        </SimpleGrid>
      )}
    </Box>
  );
}
