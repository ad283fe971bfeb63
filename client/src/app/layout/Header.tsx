import { Box, Button, Flex, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { BrandMark } from '../../components/BrandMark';
import { scrollToTop } from '../../components/scroll';
import { useI18n } from '../../lib/i18n/i18n';
import { useSession } from '../session';
import { LanguageSwitcher } from './LanguageSwitcher';
import { AccountMenuButton, MobileMenuButton } from './MenuButtons';
import { siteLinks } from './navigation';

/**
 * From which width the header spells out its links and account buttons rather than offering the menu button: 768 px
 * in English, as the spec says (§2), with tighter gaps up to 1,024 px so that it fits beside the language switcher;
 * Sinhala and Tamil words are longer (a Tamil header needs about 1,240 px), so theirs waits for `xl`.
 */
const FULL_HEADER_FROM = { en: 'md', si: 'xl', ta: 'xl' } as const;

export function Header() {
  const { isAuthenticated } = useSession();
  const { t, locale } = useI18n();
  const full = FULL_HEADER_FROM[locale];

  return (
    <Box
      as="header"
      data-no-print
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="saturate(180%) blur(10px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Flex maxW="7xl" mx="auto" px={{ base: 4, md: 6 }} h="16" align="center" gap={{ base: 2, md: 2, lg: 6 }}>
        <Link asChild rounded="md" _hover={{ textDecoration: 'none' }} flexShrink={0}>
          {/* Spec: the brand returns home without adding a history entry, and back to the top. */}
          <RouterLink to="/" replace aria-label={t('layout.home')} onClick={scrollToTop}>
            <BrandMark />
          </RouterLink>
        </Link>

        <Box as="nav" aria-label={t('layout.mainNavigation')} hideBelow={full} flex="1">
          <HStack as="ul" listStyleType="none" gap={{ md: 2, lg: 6 }}>
            {siteLinks.map((link) => (
              <Box as="li" key={link.to}>
                <Link
                  asChild
                  fontWeight="medium"
                  fontSize={{ md: 'sm', lg: 'md' }}
                  whiteSpace="nowrap"
                  color="fg.muted"
                  _hover={{ color: 'brand.fg', textDecoration: 'none' }}
                  css={{ '&[aria-current=page]': { color: 'brand.fg' } }}
                >
                  {/* Hash links point into the home page; only real pages show as the current one. */}
                  {link.to.includes('#') ? (
                    <RouterLink to={link.to}>{t(link.label)}</RouterLink>
                  ) : (
                    <NavLink to={link.to}>{t(link.label)}</NavLink>
                  )}
                </Link>
              </Box>
            ))}
          </HStack>
        </Box>

        <Box ms={{ base: 'auto', [full]: '0' }} flexShrink={0}>
          <LanguageSwitcher />
        </Box>

        <HStack gap="2" hideBelow={full} flexShrink={0}>
          {isAuthenticated ? (
            <AccountMenuButton />
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <RouterLink to="/auth/signin">{t('nav.signIn')}</RouterLink>
              </Button>
              <Button asChild size="sm">
                <RouterLink to="/auth/signup">{t('nav.signUp')}</RouterLink>
              </Button>
            </>
          )}
        </HStack>

        <Box hideFrom={full}>
          <MobileMenuButton />
        </Box>
      </Flex>
    </Box>
  );
}
