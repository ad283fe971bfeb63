import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Image,
  Link,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { GlobeIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../components/icons';
import type { BusinessesRouteQueryQuery } from '../../gql/graphql';
import { BusinessFacts } from './BusinessFacts';
import { categoryOf } from '../../lib/listing-labels';
import { districtName } from '../../lib/districts';
import { useI18n } from '../../lib/i18n/i18n';
import { DeleteBusinessButton } from './DeleteBusinessButton';
import { categoryName, useComponentsT } from '../../components/i18n';
import { useBusinessT } from './i18n';

export type BusinessListing = BusinessesRouteQueryQuery['businesses']['edges'][number]['node'];

/** Only web addresses become links: anything else a registrant typed must not become a javascript: or data: link. */
function isWebAddress(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

function telHref(telephone: string): string {
  return `tel:${telephone.replace(/[^\d+]/g, '')}`;
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <HStack as="li" align="flex-start" gap="2.5" minW="0">
      <Box color="fg.subtle" mt="0.5" flexShrink={0}>
        {icon}
      </Box>
      <Box minW="0" overflowWrap="anywhere">
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </Box>
    </HStack>
  );
}

/** Descriptions can run to 2,000 characters; long ones open on request so cards stay scannable. */
const LONG_DESCRIPTION = 280;

function Description({ text }: { text: string }) {
  const t = useBusinessT();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > LONG_DESCRIPTION;
  return (
    <Box>
      <Text
        id={id}
        color="fg.muted"
        whiteSpace="pre-line"
        overflowWrap="anywhere"
        lineClamp={long && !expanded ? 4 : undefined}
      >
        {text}
      </Text>
      {long ? (
        <Button
          variant="plain"
          size="xs"
          px="0"
          color="brand.fg"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('card.showLess') : t('card.showMore')}
        </Button>
      ) : null}
    </Box>
  );
}

/** Every value is rendered as text: a listing is untrusted input. */
export function BusinessCard({
  business,
  headingLevel = 'h3',
}: {
  business: BusinessListing;
  /** h1 on the listing's own page. */ headingLevel?: 'h1' | 'h3';
}) {
  const t = useBusinessT();
  const common = useComponentsT();
  const { locale } = useI18n();
  const category = categoryOf(business.category);
  const headingId = `business-${business.id}`;

  const cover = business.photos[0];

  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm" variant="outline" bg="bg" h="full" overflow="hidden">
      {cover ? (
        // The small size (at most 400 px wide) is plenty for a card; lazy, since most cards start below the fold.
        <Image asChild w="full" h="auto" aspectRatio={16 / 9} objectFit="cover" bg="bg.muted">
          <img
            src={cover.small.url}
            alt={t('card.photoOf', { name: business.name })}
            width={cover.small.width}
            height={cover.small.height}
            loading="lazy"
          />
        </Image>
      ) : null}
      <Card.Body gap="3">
        <Flex justify="space-between" align="flex-start" gap="3">
          <Heading
            as={headingLevel}
            id={headingId}
            size={headingLevel === 'h1' ? 'xl' : 'md'}
            overflowWrap="anywhere"
            minW="0"
          >
            {business.name}
          </Heading>
          <Badge colorPalette={category.palette} variant="subtle" flexShrink={0}>
            {categoryName(common, category.value)}
          </Badge>
        </Flex>
        {business.description ? <Description text={business.description} /> : null}
        <BusinessFacts business={business} />
        <Stack as="ul" listStyleType="none" gap="1.5" fontSize="sm">
          <Detail icon={<MapPinIcon />} label={t('card.address')}>
            {business.address}
            {business.district ? (
              <Text as="span" color="fg.muted">
                {` · ${t('card.district', { district: districtName(business.district, locale) })}`}
              </Text>
            ) : null}
          </Detail>
          <Detail icon={<MailIcon />} label={t('card.email')}>
            <Link href={`mailto:${business.email}`} color="brand.fg">
              {business.email}
            </Link>
          </Detail>
          <Detail icon={<PhoneIcon />} label={t('card.telephone')}>
            <Link href={telHref(business.telephone)} color="brand.fg">
              {business.telephone}
            </Link>
          </Detail>
          {business.website ? (
            <Detail icon={<GlobeIcon />} label={t('card.website')}>
              {isWebAddress(business.website) ? (
                <Link href={business.website} target="_blank" rel="noopener noreferrer nofollow" color="brand.fg">
                  {business.website}
                  <VisuallyHidden>{t('card.newTab')}</VisuallyHidden>
                </Link>
              ) : (
                business.website
              )}
            </Detail>
          ) : null}
        </Stack>
        {business.ownedByViewer ? (
          <Flex justify="flex-end" gap="2" mt="auto">
            <Button asChild variant="outline" size="xs">
              <RouterLink
                to={`/business/${business.id}/edit`}
                aria-label={t('card.editLabel', { name: business.name })}
              >
                {t('card.edit')}
              </RouterLink>
            </Button>
            <DeleteBusinessButton id={business.id} name={business.name} />
          </Flex>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
