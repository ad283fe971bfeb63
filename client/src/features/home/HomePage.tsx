import { Box, Button, Container, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
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
import { HeroSlideshow } from './HeroSlideshow';
import { TripQueryForm } from './TripQueryForm';

type HomePageProps = { signedIn: boolean };

const steps = [
  { title: 'Share Your Vision', text: 'Tell us where you start, how long you have, who is coming and what you love.' },
  { title: 'Get a Custom Plan', text: 'Receive a day-by-day itinerary with travel times, a budget and places worth seeing.' },
  { title: 'Customize & Go', text: 'Adjust the plan until it feels right, then set off to explore the island.' },
];

const features = [
  { Icon: CompassIcon, title: 'Personalized Itineraries', text: 'Plans tailored to your interests, budget and travel style.' },
  { Icon: LeafIcon, title: 'Local Insights & Hidden Gems', text: 'Go beyond the guidebook with tips on places locals love.' },
  { Icon: RouteIcon, title: 'Seamless Planning', text: 'Organise destinations and activities in one place. Booking is coming soon.' },
  { Icon: ChatIcon, title: '24/7 AI Travel Companion', text: 'Ask about seasons, transport and customs whenever you need.' },
];

function Section({ id, title, intro, children, bg }: { id: string; title: string; intro: string; children: ReactNode; bg?: string }) {
  const headingId = `${id}-heading`;
  return (
    <Box as="section" id={id} aria-labelledby={headingId} tabIndex={-1} outline="none" py={{ base: 14, md: 20 }} bg={bg}>
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

/** The sections after the hero, in the spec's order; on a phone the hero fills the first screen. */
const SECTIONS_BELOW_HERO = 5;

/** Spec §2, home page: hero, how it works, features, destinations, testimonials, closing call to action. */
export function HomePage({ signedIn }: HomePageProps) {
  const location = useLocation();
  // A link to a section (/#destinations) needs every section at once.
  const shown = useStagedMount(SECTIONS_BELOW_HERO, Boolean(location.hash));

  useEffect(() => {
    // Hash links land here from any page; scroll once the sections exist. The key changes on every click.
    if (location.hash) scrollToAnchor(decodeURIComponent(location.hash.slice(1)));
  }, [location.hash, location.key]);

  const primary = signedIn ? { label: 'Plan Your Trip', to: '/planner' } : { label: 'Start Planning for Free', to: '/auth/signin' };

  return (
    <>
      <title>TripMate — Plan your Sri Lanka trip</title>
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
            fontSize={{ base: '4xl', md: '6xl' }}
            lineHeight="1.1"
            fontWeight="extrabold"
            mb="5"
            textShadow="0 2px 12px rgba(0,0,0,0.45)"
          >
            Discover the Magic of Sri Lanka
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} maxW="2xl" mx="auto" mb="8" textShadow="0 1px 8px rgba(0,0,0,0.6)">
            Personalised itineraries for ancient cities, misty tea hills and golden beaches, planned around your interests,
            budget and travel style.
          </Text>
          <Flex gap="3" justify="center" direction={{ base: 'column', sm: 'row' }}>
            <Button asChild size="xl" colorPalette="accent">
              <RouterLink to={primary.to}>{primary.label}</RouterLink>
            </Button>
            <Button asChild size="xl" variant="outline" color="white" borderColor="whiteAlpha.800" bg="blackAlpha.300" _hover={{ bg: 'whiteAlpha.200' }}>
              <RouterLink to="/#how-it-works">Learn More</RouterLink>
            </Button>
          </Flex>
        </Container>
      </Box>

      {shown >= 1 ? (
        <Section id="how-it-works" title="How It Works" intro="From a rough idea to a day-by-day plan in three steps.">
          <TripQueryForm signedIn={signedIn} />
          <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
            {steps.map((step, index) => (
              <Stack as="li" key={step.title} gap="3" p="6" rounded="xl" borderWidth="1px" bg="bg">
                <Flex boxSize="10" rounded="full" bg="brand.solid" color="brand.contrast" align="center" justify="center" fontWeight="bold">
                  {index + 1}
                </Flex>
                <Heading as="h3" size="lg">
                  {step.title}
                </Heading>
                <Text color="fg.muted">{step.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Section>
      ) : null}

      {shown >= 2 ? (
        <Section id="features" title="Why Travel with TripMate" intro="Everything you need to plan a trip across the island." bg="bg.subtle">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {features.map((feature) => (
              <Stack key={feature.title} gap="2" p="6" rounded="xl" bg="bg" shadow="sm" borderTopWidth="4px" borderColor="brand.solid">
                <feature.Icon boxSize="7" color="brand.fg" />
                <Heading as="h3" size="md">
                  {feature.title}
                </Heading>
                <Text color="fg.muted">{feature.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Section>
      ) : null}

      {shown >= 3 ? (
        <Section id="destinations" title="Popular Destinations" intro="Eight places that belong on every Sri Lanka itinerary.">
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {destinationCards.map((destination) => (
              <Stack as="li" key={destination.slug} gap="0" rounded="xl" overflow="hidden" bg="bg" shadow="sm" borderWidth="1px">
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
                      Learn More<VisuallyHidden> about {destination.name}</VisuallyHidden>
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
        <Section id="testimonials" title="What Travellers Say" intro="Example trips, written to show what TripMate plans." bg="bg.subtle">
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
        <Box as="section" aria-labelledby="cta-heading" bgGradient="to-r" gradientFrom="brand.800" gradientTo="brand.600" color="white" py={{ base: 14, md: 20 }}>
          <Container maxW="3xl" px={{ base: 4, md: 6 }} textAlign="center">
            <Heading as="h2" id="cta-heading" size={{ base: '2xl', md: '3xl' }} mb="6">
              {signedIn ? 'Continue Your Journey' : 'Ready to Explore the Pearl of the Indian Ocean?'}
            </Heading>
            <HStack justify="center">
              <Button asChild size="xl" colorPalette="accent">
                {signedIn ? (
                  <RouterLink to="/planner">Plan Your Trip</RouterLink>
                ) : (
                  <RouterLink to="/auth/signin">Start Your Sri Lankan Adventure</RouterLink>
                )}
              </Button>
            </HStack>
          </Container>
        </Box>
      ) : null}
    </>
  );
}
