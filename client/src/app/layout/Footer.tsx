import { Box, Container, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '../../components/BrandMark';
import { FacebookIcon, InstagramIcon, TwitterIcon, YoutubeIcon } from '../../components/icons';
import { useSession } from '../session';
import { useI18n, type MessageKey } from '../../lib/i18n/i18n';

type FooterLink = { label: MessageKey; to?: string; href?: string };

const signedOutQuickLinks: FooterLink[] = [
  { label: 'nav.features', to: '/#features' },
  { label: 'footer.howItWorks', to: '/#how-it-works' },
  { label: 'nav.signUp', to: '/auth/signup' },
  { label: 'nav.signIn', to: '/auth/signin' },
];

const signedInQuickLinks: FooterLink[] = [
  { label: 'nav.dashboard', to: '/dashboard' },
  { label: 'footer.premiumFeatures', to: '/features' },
  { label: 'footer.accountSettings', to: '/account' },
  { label: 'nav.destinations', to: '/#destinations' },
];

const supportLinks: FooterLink[] = [
  { label: 'footer.helpCenter', to: '/help' },
  { label: 'footer.contactSupport', href: 'mailto:support@tripmate.lk' },
  { label: 'footer.giveFeedback', to: '/feedback' },
];

// The spec's social icons link nowhere, so they are labelled pictures, not links that go nowhere.
const socialIcons: { label: string; Icon: ComponentType }[] = [
  { label: 'Facebook', Icon: FacebookIcon },
  { label: 'Instagram', Icon: InstagramIcon },
  { label: 'Twitter', Icon: TwitterIcon },
  { label: 'YouTube', Icon: YoutubeIcon },
];

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  const { t } = useI18n();
  return (
    <Box as="nav" aria-label={title}>
      <Heading as="h2" size="sm" color="white" mb="3">
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {links.map((link) => (
          <Box as="li" key={link.label}>
            <Link asChild color="gray.300" _hover={{ color: 'white' }}>
              {link.to ? (
                <RouterLink to={link.to}>{t(link.label)}</RouterLink>
              ) : (
                <a href={link.href}>{t(link.label)}</a>
              )}
            </Link>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

export function Footer() {
  const { isAuthenticated } = useSession();
  const { t } = useI18n();
  const year = new Date().getFullYear();

  return (
    <Box as="footer" data-no-print bg="gray.900" color="gray.300" pt="12" pb="8">
      <Container maxW="7xl" px={{ base: 4, md: 6 }}>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="8">
          <Stack gap="3" maxW="xs">
            <BrandMark inverted />
            <Text fontSize="sm">{t('footer.tagline')}</Text>
          </Stack>
          {isAuthenticated ? (
            <>
              <FooterColumn title={t('footer.quickLinks')} links={signedInQuickLinks} />
              <FooterColumn title={t('footer.support')} links={supportLinks} />
            </>
          ) : (
            <>
              <FooterColumn title={t('footer.quickLinks')} links={signedOutQuickLinks} />
              <Box>
                <Heading as="h2" size="sm" color="white" mb="3">
                  {t('footer.followUs')}
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
        <Flex
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
          mt="10"
          pt="6"
          fontSize="sm"
          justify="center"
          gap="2"
          wrap="wrap"
        >
          <Text>{t('footer.copyright', { year: String(year) })}</Text>
          <Link asChild color="gray.300" _hover={{ color: 'white' }}>
            <RouterLink to="/attribution">{t('footer.attributions')}</RouterLink>
          </Link>
        </Flex>
      </Container>
    </Box>
  );
}
