import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  Link,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ContentPicture } from '../../components/ContentPicture';
import { HeartIcon, MapPinIcon } from '../../components/icons';
import { StarRating } from '../../components/StarRating';
import { useStagedMount } from '../../components/useStagedMount';
import { destinations, findDestination, seasons, type Destination } from '../../content/destinations';
import { contentImage } from '../../content/images';
import { plannerPath } from '../../lib/planner-link';
import { useSavedDestination } from '../../lib/saved-destinations';
import { NearbyListings } from './NearbyListings';
import { useDestinationsT } from './i18n';

/**
 * A whole number with commas between thousands ("2,140"), as en-US formats it. Not Intl.NumberFormat: building one
 * loads the locale's data, 10-20 ms on a phone, in the task that opens the guide.
 */
const withThousands = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The alternative text without its "Illustration:" prefix, as a sentence. */
function captionOf(alt: string): string {
  const text = alt.replace(/^Illustration: /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby={`${id}-heading`}
      py={{ base: 8, md: 10 }}
      borderTopWidth="1px"
      borderColor="border.muted"
    >
      <Heading as="h2" id={`${id}-heading`} size={{ base: 'xl', md: '2xl' }} mb="5">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text
        as="dt"
        fontSize="sm"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wide"
        mb="1"
      >
        {label}
      </Text>
      <Box as="dd">{children}</Box>
    </Box>
  );
}

function SaveButton({ slug, name }: { slug: string; name: string }) {
  const [saved, toggle] = useSavedDestination(slug);
  const t = useDestinationsT();
  return (
    <Button
      type="button"
      size="lg"
      variant={saved ? 'solid' : 'outline'}
      colorPalette={saved ? 'accent' : 'gray'}
      color={saved ? undefined : 'white'}
      borderColor={saved ? undefined : 'whiteAlpha.800'}
      bg={saved ? undefined : 'blackAlpha.400'}
      _hover={saved ? undefined : { bg: 'whiteAlpha.200' }}
      aria-pressed={saved}
      aria-label={saved ? t('savedLabel', { name }) : t('saveLabel', { name })}
      onClick={toggle}
    >
      <HeartIcon fill={saved ? 'currentColor' : 'none'} />
      {saved ? t('saved') : t('save')}
    </Button>
  );
}

function DestinationNotFound() {
  const t = useDestinationsT();
  return (
    <Container maxW="3xl" py={{ base: 14, md: 20 }}>
      <title>{t('notFoundTitle')}</title>
      <Text fontWeight="bold" color="brand.fg" mb="2">
        404
      </Text>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="3">
        {t('notFoundHeading')}
      </Heading>
      <Text color="fg.muted" fontSize="lg" mb="6">
        {t('notFoundText')}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="3" mb="8">
        {destinations.map((destination) => (
          <Box as="li" key={destination.slug}>
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={`/destinations/${destination.slug}`}>{destination.name}</RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {destination.region}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Button asChild variant="outline">
        <RouterLink to="/#destinations">{t('backToAll')}</RouterLink>
      </Button>
    </Container>
  );
}

/** Overview, gallery, weather, getting around, ready-to-explore: mounted after the hero, one per task. */
const PARTS_BELOW_HERO = 5;

function DestinationGuide({ destination }: { destination: Destination }) {
  const cover = contentImage(destination.image);
  const shown = useStagedMount(PARTS_BELOW_HERO);
  const t = useDestinationsT();
  return (
    <>
      <title>{`${destination.name}, ${destination.country} · TripMate`}</title>
      <Box
        as="section"
        aria-labelledby="destination-heading"
        position="relative"
        overflow="hidden"
        bg="gray.900"
        color="white"
        h={{ base: '60svh', md: '70svh' }}
        minH="22rem"
      >
        <ContentPicture image={cover} priority sizes="100vw" position="absolute" inset="0" w="full" h="full" />
        <Box
          position="absolute"
          inset="0"
          bgGradient="to-b"
          gradientFrom="blackAlpha.300"
          gradientVia="blackAlpha.300"
          gradientTo="blackAlpha.800"
        />
        <Container
          position="relative"
          maxW="6xl"
          h="full"
          px={{ base: 4, md: 6 }}
          display="flex"
          flexDirection="column"
          justifyContent="flex-end"
          pb={{ base: 8, md: 12 }}
        >
          <HStack gap="2" mb="2" fontWeight="medium" textShadow="0 1px 6px rgba(0,0,0,0.6)">
            <MapPinIcon />
            <Text>
              {destination.region} · {destination.country}
            </Text>
          </HStack>
          <Heading
            as="h1"
            id="destination-heading"
            fontSize={{ base: '4xl', md: '6xl' }}
            fontWeight="extrabold"
            lineHeight="1.05"
            mb="5"
            textShadow="0 2px 12px rgba(0,0,0,0.5)"
          >
            {destination.name}
          </Heading>
          <Flex gap="3" wrap="wrap">
            <SaveButton slug={destination.slug} name={destination.name} />
            <Button asChild size="lg" colorPalette="accent">
              {/* The planner with the guide's place as where the trip goes (signing in first when need be). */}
              <RouterLink to={plannerPath({ to: destination.name })}>{t('planYourTrip')}</RouterLink>
            </Button>
          </Flex>
        </Container>
      </Box>

      {/* A screen tall from the start, so the footer stays below the first screen while the parts arrive. */}
      <Container maxW="6xl" px={{ base: 4, md: 6 }} pb={{ base: 12, md: 16 }} minH="100svh">
        {shown >= 1 ? (
          <Box as="section" aria-labelledby="overview-heading" py={{ base: 8, md: 10 }}>
            <Heading as="h2" id="overview-heading" size={{ base: 'xl', md: '2xl' }} mb="4">
              {t('overview')}
            </Heading>
            <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: 8, lg: 12 }}>
              <Stack gap="6" gridColumn={{ lg: 'span 2' }}>
                <Text fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
                  {destination.description}
                </Text>
                <Box>
                  <Heading as="h3" size="md" mb="3">
                    {t('highlights')}
                  </Heading>
                  <List.Root gap="2" ps="5">
                    {destination.highlights.map((highlight) => (
                      <List.Item key={highlight}>{highlight}</List.Item>
                    ))}
                  </List.Root>
                </Box>
                {destination.fees.length > 0 ? (
                  <Box>
                    <Heading as="h3" size="md" mb="3">
                      {t('entryFees')}
                    </Heading>
                    <Stack as="ul" listStyleType="none" gap="3">
                      {destination.fees.map((fee) => (
                        <Box as="li" key={fee.item}>
                          <Text>
                            <Text as="span" fontWeight="semibold">
                              {fee.item}:
                            </Text>{' '}
                            {fee.amount}{' '}
                            <Badge variant="subtle" colorPalette={fee.approximate ? 'orange' : 'gray'}>
                              {fee.approximate
                                ? t('feeApproximate', { year: String(fee.year) })
                                : t('feeAsOf', { year: String(fee.year) })}
                            </Badge>
                          </Text>
                          {fee.note ? (
                            <Text fontSize="sm" color="fg.muted">
                              {fee.note}
                            </Text>
                          ) : null}
                          <Text fontSize="xs" color="fg.muted" data-testid="guide-fee-source">
                            <Link
                              href={fee.sourceUrl}
                              target="_blank"
                              rel="noopener noreferrer"
                              textDecoration="underline"
                            >
                              {t('feeSource', {
                                date: fee.sourceDate,
                                confidence: t(
                                  FEE_CONFIDENCE[fee.confidence as keyof typeof FEE_CONFIDENCE] ?? 'feeConfidence.low',
                                ),
                              })}
                            </Link>
                            {fee.feeRow ? (
                              <>
                                {' · '}
                                <Link asChild textDecoration="underline">
                                  <RouterLink to={`/feedback?fee=${encodeURIComponent(fee.feeRow)}`}>
                                    {t('reportPrice')}
                                  </RouterLink>
                                </Link>
                              </>
                            ) : null}
                          </Text>
                        </Box>
                      ))}
                    </Stack>
                  </Box>
                ) : null}
              </Stack>
              <Stack as="dl" gap="5" p="6" rounded="xl" bg="bg.subtle" borderWidth="1px" alignSelf="start">
                <Fact label={t('rating')}>
                  <HStack gap="2" wrap="wrap">
                    <StarRating value={destination.rating} />
                    <Text fontWeight="semibold">{destination.rating.toFixed(1)}</Text>
                    <Text color="fg.muted">{t('reviews', { count: withThousands(destination.reviews) })}</Text>
                  </HStack>
                  <Text fontSize="xs" color="fg.muted" mt="1">
                    {t('sampleFigures')}
                  </Text>
                </Fact>
                <Fact label={t('bestTime')}>
                  <Text>{destination.bestTimeToVisit}</Text>
                </Fact>
                <Fact label={t('duration')}>
                  {/* Spec §9: the time to allow for a visit is the same everywhere. */}
                  <Text>{t('visitDuration')}</Text>
                </Fact>
                <Fact label={t('priceRange')}>
                  <Text fontWeight="semibold">
                    ${destination.price.from} – ${destination.price.to}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {destination.price.note}
                  </Text>
                </Fact>
              </Stack>
            </SimpleGrid>
          </Box>
        ) : null}

        {shown >= 2 ? (
          <PageSection id="gallery" title={t('gallery')}>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 3 }} gap="4">
              {destination.gallery.map((id) => {
                const image = contentImage(id);
                return (
                  <Box as="li" key={id}>
                    <Box as="figure">
                      <ContentPicture
                        image={image}
                        sizes="(min-width: 30em) 33vw, 100vw"
                        w="full"
                        h="auto"
                        aspectRatio="4 / 3"
                        rounded="lg"
                      />
                      <Text as="figcaption" fontSize="sm" color="fg.muted" mt="2">
                        {captionOf(image.alt)}
                      </Text>
                    </Box>
                  </Box>
                );
              })}
            </SimpleGrid>
          </PageSection>
        ) : null}

        {shown >= 3 ? (
          <PageSection id="weather" title={t('weather')}>
            <Text color="fg.muted" mb="5" maxW="3xl">
              {t('weatherIntro')}
            </Text>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
              {seasons.map((season) => (
                <Box as="li" key={season.key} p="5" rounded="lg" borderWidth="1px">
                  <Text fontWeight="bold">{season.label}</Text>
                  <Text fontSize="sm" color="brand.fg" fontWeight="semibold" mb="2">
                    {season.name}
                  </Text>
                  <Text>{destination.weather[season.key]}</Text>
                </Box>
              ))}
            </SimpleGrid>
          </PageSection>
        ) : null}

        {shown >= 4 ? (
          <PageSection id="getting-around" title={t('gettingAround')}>
            <Stack as="ul" listStyleType="none" gap="4">
              {destination.transportation.map((option) => (
                <Flex as="li" key={option.mode} gap={{ base: 1, md: 4 }} direction={{ base: 'column', md: 'row' }}>
                  <Text fontWeight="bold" minW={{ md: '36' }}>
                    {option.mode}
                  </Text>
                  <Text>{option.text}</Text>
                </Flex>
              ))}
            </Stack>
          </PageSection>
        ) : null}

        {shown >= 4 ? <NearbyListings slug={destination.slug} name={destination.name} /> : null}

        {shown >= 5 ? (
          <Box
            as="section"
            aria-labelledby="ready-heading"
            mt="4"
            p={{ base: 6, md: 10 }}
            rounded="2xl"
            bgGradient="to-r"
            gradientFrom="brand.800"
            gradientTo="brand.600"
            color="white"
            textAlign="center"
          >
            <Heading as="h2" id="ready-heading" size={{ base: 'xl', md: '2xl' }} mb="3">
              {t('readyHeading', { name: destination.name })}
            </Heading>
            <Text mb="6" color="whiteAlpha.900">
              {t('readyText', { name: destination.name })}
            </Text>
            <Button asChild size="lg" colorPalette="accent">
              <RouterLink to={plannerPath({ to: destination.name })}>{t('startPlanning')}</RouterLink>
            </Button>
          </Box>
        ) : null}
      </Container>
    </>
  );
}

/** Spec §2: a static guide per slug; anything else is a proper not-found page. */
/** How sure a guide's fee is, by the kind of page it was read from. */
const FEE_CONFIDENCE = {
  high: 'feeConfidence.high',
  medium: 'feeConfidence.medium',
  low: 'feeConfidence.low',
} as const;

export function DestinationPage() {
  const { slug = '' } = useParams();
  const destination = findDestination(slug);
  return destination ? <DestinationGuide key={destination.slug} destination={destination} /> : <DestinationNotFound />;
}
