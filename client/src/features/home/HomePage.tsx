import {
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ContentPicture } from '../../components/ContentPicture';
import { ChatIcon, CompassIcon, LeafIcon, RouteIcon } from '../../components/icons';
import { scrollToAnchor } from '../../components/scroll';
import { StarRating } from '../../components/StarRating';
import { useStagedMount } from '../../components/useStagedMount';
import { destinationCards } from '../../content/destination-cards';
import { contentImage, heroSlides } from '../../content/images';
import { testimonials } from '../../content/testimonials';
import { useI18n, type MessageKey } from '../../lib/i18n/i18n';
import { withReturnPath } from '../../lib/return-path';
import { HeroSlideshow } from './HeroSlideshow';
import { TripQueryForm } from './TripQueryForm';

type HomePageProps = { signedIn: boolean };

const steps = [
  { title: 'home.step1Title', text: 'home.step1Text' },
  { title: 'home.step2Title', text: 'home.step2Text' },
  { title: 'home.step3Title', text: 'home.step3Text' },
] as const satisfies readonly { title: MessageKey; text: MessageKey }[];

const features = [
  { Icon: CompassIcon, title: 'home.feature1Title', text: 'home.feature1Text' },
  { Icon: LeafIcon, title: 'home.feature2Title', text: 'home.feature2Text' },
  { Icon: RouteIcon, title: 'home.feature3Title', text: 'home.feature3Text' },
  { Icon: ChatIcon, title: 'home.feature4Title', text: 'home.feature4Text' },
] as const satisfies readonly { Icon: unknown; title: MessageKey; text: MessageKey }[];

function Section({
  id,
  title,
  intro,
  children,
  bg,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
  bg?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      outline="none"
      py={{ base: 14, md: 20 }}
      bg={bg}
    >
      <Container maxW="6xl" px={{ base: 4, md: 6 }}>
        <Stack gap="3" textAlign="center" mb={{ base: 8, md: 12 }} maxW="2xl" mx="auto">
          <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {intro}
          </Text>
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

/** The large buttons' labels wrap on a phone rather than run off it (Sinhala and Tamil labels are longer). */
const wrappingButton = {
  whiteSpace: 'normal',
  h: 'auto',
  minH: '12',
  maxW: 'full',
  py: '2.5',
  textAlign: 'center',
} as const;

/** The sections after the hero, in the spec's order; on a phone the hero fills the first screen. */
const SECTIONS_BELOW_HERO = 5;

/** Spec §2, home page: hero, how it works, features, destinations, testimonials, closing call to action. */
export function HomePage({ signedIn }: HomePageProps) {
  const location = useLocation();
  const { t, locale } = useI18n();
  // A link to a section (/#destinations) needs every section at once.
  const shown = useStagedMount(SECTIONS_BELOW_HERO, Boolean(location.hash));

  useEffect(() => {
    // Hash links land here from any page; scroll once the sections exist. The key changes on every click.
    if (location.hash) scrollToAnchor(decodeURIComponent(location.hash.slice(1)));
  }, [location.hash, location.key]);

  // Signed out, through sign-in and on to the planner, not to the page sign-in lands on by itself.
  const startPlanning = withReturnPath('/auth/signin', '/planner');
  const primary = signedIn
    ? { label: t('home.planYourTrip'), to: '/planner' }
    : { label: t('home.startPlanningFree'), to: startPlanning };

  return (
    <>
      <title>{t('home.pageTitle')}</title>
      <Box
        as="section"
        aria-labelledby="hero-heading"
        position="relative"
        overflow="hidden"
        // The dark base keeps the text readable before a picture paints; index.html shows the first slide here too.
        bg="gray.900"
        color="white"
        minH="calc(100svh - 4rem)"
        display="flex"
        alignItems="center"
      >
        <HeroSlideshow slides={heroSlides} />
        <Container position="relative" maxW="5xl" px={{ base: 4, md: 6 }} pt="12" pb="20" textAlign="center">
          <Heading
            as="h1"
            id="hero-heading"
            // Sinhala and Tamil words are longer: a size smaller on a phone, so none is broken across lines.
            fontSize={{ base: locale === 'en' ? '4xl' : '3xl', md: '6xl' }}
            lineHeight="1.1"
            fontWeight="extrabold"
            mb="5"
            textShadow="0 2px 12px rgba(0,0,0,0.45)"
          >
            {t('home.heroHeading')}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} maxW="2xl" mx="auto" mb="8" textShadow="0 1px 8px rgba(0,0,0,0.6)">
            {t('home.heroTagline')}
          </Text>
          <Flex gap="3" justify="center" direction={{ base: 'column', sm: 'row' }}>
            <Button asChild size="xl" colorPalette="accent" {...wrappingButton}>
              <RouterLink to={primary.to}>{primary.label}</RouterLink>
            </Button>
            <Button
              asChild
              size="xl"
              {...wrappingButton}
              variant="outline"
              color="white"
              borderColor="whiteAlpha.800"
              bg="blackAlpha.300"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <RouterLink to="/#how-it-works">{t('home.learnMore')}</RouterLink>
            </Button>
          </Flex>
        </Container>
      </Box>

      {shown >= 1 ? (
        <Section id="how-it-works" title={t('home.howItWorksTitle')} intro={t('home.howItWorksIntro')}>
          <TripQueryForm signedIn={signedIn} />
          <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
            {steps.map((step, index) => (
              <Stack as="li" key={step.title} gap="3" p="6" rounded="xl" borderWidth="1px" bg="bg">
                <Flex
                  boxSize="10"
                  rounded="full"
                  bg="brand.solid"
                  color="brand.contrast"
                  align="center"
                  justify="center"
                  fontWeight="bold"
                >
                  {index + 1}
                </Flex>
                <Heading as="h3" size="lg">
                  {t(step.title)}
                </Heading>
                <Text color="fg.muted">{t(step.text)}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Section>
      ) : null}

      {shown >= 2 ? (
        <Section id="features" title={t('home.featuresTitle')} intro={t('home.featuresIntro')} bg="bg.subtle">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {features.map((feature) => (
              <Stack
                key={feature.title}
                gap="2"
                p="6"
                rounded="xl"
                bg="bg"
                shadow="sm"
                borderTopWidth="4px"
                borderColor="brand.solid"
              >
                <feature.Icon boxSize="7" color="brand.fg" />
                <Heading as="h3" size="md">
                  {t(feature.title)}
                </Heading>
                <Text color="fg.muted">{t(feature.text)}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Section>
      ) : null}

      {shown >= 3 ? (
        <Section id="destinations" title={t('home.destinationsTitle')} intro={t('home.destinationsIntro')}>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {destinationCards.map((destination) => (
              <Stack
                as="li"
                key={destination.slug}
                gap="0"
                rounded="xl"
                overflow="hidden"
                bg="bg"
                shadow="sm"
                borderWidth="1px"
              >
                <ContentPicture
                  image={contentImage(destination.image)}
                  sizes="(min-width: 62em) 280px, (min-width: 30em) 50vw, 100vw"
                  w="full"
                  h="auto"
                  aspectRatio="4 / 3"
                />
                <Stack gap="2" p="5" flex="1">
                  <Heading as="h3" size="lg">
                    {destination.name}
                  </Heading>
                  <Text color="fg.muted" flex="1">
                    {destination.summary}
                  </Text>
                  <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start" mt="2">
                    <RouterLink to={`/destinations/${destination.slug}`}>
                      {t('home.learnMore')}
                      <VisuallyHidden>{t('home.learnMoreAbout', { name: destination.name })}</VisuallyHidden>
                      <span aria-hidden="true"> →</span>
                    </RouterLink>
                  </Link>
                </Stack>
              </Stack>
            ))}
          </SimpleGrid>
        </Section>
      ) : null}

      {shown >= 4 ? (
        <Section
          id="testimonials"
          title={t('home.testimonialsTitle')}
          intro={t('home.testimonialsIntro')}
          bg="bg.subtle"
        >
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {testimonials.map((testimonial) => (
              <Stack as="figure" key={testimonial.id} gap="4" p="6" rounded="xl" bg="bg" shadow="sm">
                <StarRating value={testimonial.rating} />
                <Text as="blockquote" flex="1">
                  “{testimonial.text}”
                </Text>
                <HStack as="figcaption" gap="3">
                  <ContentPicture image={contentImage(testimonial.avatar)} sizes="48px" boxSize="12" rounded="full" />
                  <Box>
                    <Text fontWeight="semibold">{testimonial.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {testimonial.role}
                    </Text>
                  </Box>
                </HStack>
              </Stack>
            ))}
          </SimpleGrid>
        </Section>
      ) : null}

      {shown >= 5 ? (
        <Box
          as="section"
          aria-labelledby="cta-heading"
          bgGradient="to-r"
          gradientFrom="brand.800"
          gradientTo="brand.600"
          color="white"
          py={{ base: 14, md: 20 }}
        >
          <Container maxW="3xl" px={{ base: 4, md: 6 }} textAlign="center">
            <Heading as="h2" id="cta-heading" size={{ base: '2xl', md: '3xl' }} mb="6">
              {signedIn ? t('home.ctaSignedIn') : t('home.ctaSignedOut')}
            </Heading>
            <HStack justify="center">
              <Button asChild size="xl" colorPalette="accent" {...wrappingButton}>
                {signedIn ? (
                  <RouterLink to="/planner">{t('home.planYourTrip')}</RouterLink>
                ) : (
                  <RouterLink to={startPlanning}>{t('home.ctaStartAdventure')}</RouterLink>
                )}
              </Button>
            </HStack>
          </Container>
        </Box>
      ) : null}
    </>
  );
}
