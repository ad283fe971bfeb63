import { Box, Button, Flex, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { BrandMark } from '../../components/BrandMark';
import { scrollToTop } from '../../components/scroll';
import { useSession } from '../session';
import { AccountMenuButton, MobileMenuButton } from './MenuButtons';
import { siteLinks } from './navigation';

export function Header() {
  const { isAuthenticated } = useSession();

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="saturate(180%) blur(10px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Flex maxW="7xl" mx="auto" px={{ base: 4, md: 6 }} h="16" align="center" gap={{ base: 2, md: 6 }}>
        <Link asChild rounded="md" _hover={{ textDecoration: 'none' }} flexShrink={0}>
          {/* Spec: the brand returns home without adding a history entry, and back to the top. */}
          <RouterLink to="/" replace aria-label="TripMate home" onClick={scrollToTop}>
            <BrandMark />
          </RouterLink>
        </Link>

        <Box as="nav" aria-label="Main" hideBelow="md" flex="1">
          <HStack as="ul" listStyleType="none" gap={{ md: 3, lg: 6 }}>
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
                  {link.to.includes('#') ? <RouterLink to={link.to}>{link.label}</RouterLink> : <NavLink to={link.to}>{link.label}</NavLink>}
                </Link>
              </Box>
            ))}
          </HStack>
        </Box>

        <HStack gap="2" hideBelow="md" flexShrink={0}>
          {isAuthenticated ? (
            <AccountMenuButton />
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <RouterLink to="/auth/signin">Sign In</RouterLink>
              </Button>
              <Button asChild size="sm">
                <RouterLink to="/auth/signup">Sign Up</RouterLink>
              </Button>
            </>
          )}
        </HStack>

        <Box hideFrom="md" ms="auto">
          <MobileMenuButton />
        </Box>
      </Flex>
    </Box>
  );
}
