import { Badge, Box, Button, Container, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { scrollToAnchor } from '../../components/scroll';

type HomePageProps = { signedIn: boolean };

const steps = [
  { title: 'Share Your Vision', text: 'Tell us where you start, how long you have, who is coming and what you love.' },
  { title: 'Get a Custom Plan', text: 'Receive a day-by-day itinerary with travel times, a budget and places worth seeing.' },
  { title: 'Customize & Go', text: 'Adjust the plan until it feels right, then set off to explore the island.' },
];

const features = [
  { title: 'Personalized Itineraries', text: 'Plans tailored to your interests, budget and travel style.' },
  { title: 'Local Insights & Hidden Gems', text: 'Go beyond the guidebook with tips on places locals love.' },
  { title: 'Seamless Planning', text: 'Organise destinations and activities in one place. Booking is coming soon.' },
  { title: '24/7 AI Travel Companion', text: 'Ask about seasons, transport and customs whenever you need.' },
];

const destinations = [
  { slug: 'sigiriya', name: 'Sigiriya', from: 'orange.500', to: 'red.700' },
  { slug: 'weligama', name: 'Weligama', from: 'cyan.600', to: 'blue.800' },
  { slug: 'ella', name: 'Ella', from: 'green.600', to: 'teal.800' },
  { slug: 'mirissa', name: 'Mirissa', from: 'blue.500', to: 'cyan.800' },
  { slug: 'colombo', name: 'Colombo', from: 'purple.500', to: 'blue.800' },
  { slug: 'kandy', name: 'Kandy', from: 'yellow.600', to: 'orange.700' },
  { slug: 'yala', name: 'Yala', from: 'yellow.700', to: 'green.800' },
  { slug: 'polonnaruwa', name: 'Polonnaruwa', from: 'orange.500', to: 'pink.700' },
];

const testimonials = [
  { name: 'Amelia R.', role: 'Solo traveller', text: 'The plan balanced hill-country trains with beach days perfectly.' },
  { name: 'Kenji T.', role: 'Family of four', text: 'Travel times were realistic, so the kids were never stuck in the car all day.' },
  { name: 'Priya S.', role: 'Weekend explorer', text: 'Found a quiet waterfall near Ella we would never have known about.' },
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

/** A first home page; the home-page issue adds the slideshow, trip-query form and imagery. */
export function HomePage({ signedIn }: HomePageProps) {
  const location = useLocation();

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
        // A lagoon-to-sunset wash stands in for the photo slideshow the home-page issue brings.
        bgImage="radial-gradient(circle at 85% 95%, rgba(251, 146, 60, 0.5), transparent 45%), linear-gradient(150deg, var(--chakra-colors-brand-950) 0%, var(--chakra-colors-brand-800) 50%, var(--chakra-colors-brand-600) 100%)"
        color="white"
        minH={{ base: '80dvh', md: 'calc(100dvh - 4rem)' }}
        display="flex"
        alignItems="center"
      >
        <Container maxW="5xl" px={{ base: 4, md: 6 }} py="16" textAlign="center">
          <Badge colorPalette="accent" variant="solid" mb="5" size="lg">
            AI trip planning for Sri Lanka
          </Badge>
          <Heading as="h1" id="hero-heading" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.1" fontWeight="extrabold" mb="5">
            Discover the Magic of Sri Lanka
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" maxW="2xl" mx="auto" mb="8">
            Personalised itineraries for ancient cities, misty tea hills and golden beaches, planned around your interests,
            budget and travel style.
          </Text>
          <Flex gap="3" justify="center" direction={{ base: 'column', sm: 'row' }}>
            <Button asChild size="xl" colorPalette="accent">
              <RouterLink to={primary.to}>{primary.label}</RouterLink>
            </Button>
            <Button asChild size="xl" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
              <RouterLink to="/#how-it-works">Learn More</RouterLink>
            </Button>
          </Flex>
        </Container>
      </Box>

      <Section id="how-it-works" title="How It Works" intro="From a rough idea to a day-by-day plan in three steps.">
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

      <Section id="features" title="Why Travel with TripMate" intro="Everything you need to plan a trip across the island." bg="bg.subtle">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {features.map((feature) => (
            <Stack key={feature.title} gap="2" p="6" rounded="xl" bg="bg" shadow="sm" borderTopWidth="4px" borderColor="brand.solid">
              <Heading as="h3" size="md">
                {feature.title}
              </Heading>
              <Text color="fg.muted">{feature.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="destinations" title="Popular Destinations" intro="Eight places that belong on every Sri Lanka itinerary.">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {destinations.map((destination) => (
            <Box as="li" key={destination.slug}>
              <Link
                asChild
                display="flex"
                alignItems="flex-end"
                h="36"
                p="4"
                rounded="xl"
                color="white"
                fontWeight="bold"
                fontSize="xl"
                bgGradient="to-br"
                gradientFrom={destination.from}
                gradientTo={destination.to}
                textShadow="0 1px 3px rgba(0,0,0,0.45)"
                _hover={{ textDecoration: 'none', transform: 'translateY(-2px)', shadow: 'md' }}
                transition="transform 0.15s, box-shadow 0.15s"
              >
                <RouterLink to={`/destinations/${destination.slug}`}>{destination.name}</RouterLink>
              </Link>
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="testimonials" title="What Travellers Say" intro="Trips planned with TripMate." bg="bg.subtle">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {testimonials.map((testimonial) => (
            <Box as="figure" key={testimonial.name} p="6" rounded="xl" bg="bg" shadow="sm">
              <Text aria-label="Rated 5 out of 5" role="img" color="orange.500" mb="3" letterSpacing="widest">
                ★★★★★
              </Text>
              <Text as="blockquote" mb="4">
                “{testimonial.text}”
              </Text>
              <Box as="figcaption">
                <Text fontWeight="semibold">{testimonial.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {testimonial.role}
                </Text>
              </Box>
            </Box>
          ))}
        </SimpleGrid>
      </Section>

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
    </>
  );
}
