import { Box, Container, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '../../components/BrandMark';
import { FacebookIcon, InstagramIcon, TwitterIcon, YoutubeIcon } from '../../components/icons';
import { useSession } from '../session';

type FooterLink = { label: string; to?: string; href?: string };

const signedOutQuickLinks: FooterLink[] = [
  { label: 'Features', to: '/#features' },
  { label: 'How It Works', to: '/#how-it-works' },
  { label: 'Sign Up', to: '/auth/signup' },
  { label: 'Sign In', to: '/auth/signin' },
];

const signedInQuickLinks: FooterLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Premium Features', to: '/features' },
  { label: 'Account Settings', to: '/account' },
  { label: 'Destinations', to: '/#destinations' },
];

const supportLinks: FooterLink[] = [
  { label: 'Help Center', to: '/help' },
  { label: 'Contact Support', href: 'mailto:support@tripmate.lk' },
  { label: 'Give Feedback', to: '/feedback' },
];

// The spec's social icons link nowhere, so they are labelled pictures, not links that go nowhere.
const socialIcons: { label: string; Icon: ComponentType }[] = [
  { label: 'Facebook', Icon: FacebookIcon },
  { label: 'Instagram', Icon: InstagramIcon },
  { label: 'Twitter', Icon: TwitterIcon },
  { label: 'YouTube', Icon: YoutubeIcon },
];

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <Box as="nav" aria-label={title}>
      <Heading as="h2" size="sm" color="white" mb="3">
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {links.map((link) => (
          <Box as="li" key={link.label}>
            <Link asChild color="gray.300" _hover={{ color: 'white' }}>
              {link.to ? <RouterLink to={link.to}>{link.label}</RouterLink> : <a href={link.href}>{link.label}</a>}
            </Link>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

export function Footer() {
  const { isAuthenticated } = useSession();
  const year = new Date().getFullYear();

  return (
    <Box as="footer" bg="gray.900" color="gray.300" pt="12" pb="8">
      <Container maxW="7xl" px={{ base: 4, md: 6 }}>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="8">
          <Stack gap="3" maxW="xs">
            <BrandMark inverted />
            <Text fontSize="sm">Your AI travel companion for discovering Sri Lanka and planning a trip that fits you.</Text>
          </Stack>
          {isAuthenticated ? (
            <>
              <FooterColumn title="Quick Links" links={signedInQuickLinks} />
              <FooterColumn title="Support" links={supportLinks} />
            </>
          ) : (
            <>
              <FooterColumn title="Quick Links" links={signedOutQuickLinks} />
              <Box>
                <Heading as="h2" size="sm" color="white" mb="3">
                  Follow Us
                </Heading>
                <HStack gap="3">
                  {socialIcons.map(({ label, Icon }) => (
                    <Flex
                      key={label}
                      role="img"
                      aria-label={label}
                      boxSize="9"
                      rounded="full"
                      bg="whiteAlpha.200"
                      color="white"
                      align="center"
                      justify="center"
                    >
                      <Icon />
                    </Flex>
                  ))}
                </HStack>
              </Box>
            </>
          )}
        </SimpleGrid>
        <Flex borderTopWidth="1px" borderColor="whiteAlpha.300" mt="10" pt="6" fontSize="sm" justify="center" gap="2" wrap="wrap">
          <Text>© {year} TripMate. All rights reserved.</Text>
          <Link asChild color="gray.300" _hover={{ color: 'white' }}>
            <RouterLink to="/attribution">Map data and attributions</RouterLink>
          </Link>
        </Flex>
      </Container>
    </Box>
  );
}
