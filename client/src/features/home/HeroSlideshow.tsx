import { Box, Button, HStack } from '@chakra-ui/react';
import { ContentPicture } from '../../components/ContentPicture';
import type { ContentImage } from '../../content/images';
import { FADE_MS, useSlideshow } from './useSlideshow';
import { useI18n } from '../../lib/i18n/i18n';

/**
 * The hero's full-bleed background: the current slide, the next one waiting underneath (so it is loaded before the
 * switch), a black layer that fades in and out for each change, and a labelled dot per slide.
 */
export function HeroSlideshow({ slides }: { slides: readonly ContentImage[] }) {
  const { t } = useI18n();
  const show = useSlideshow(slides.length);
  const next = (show.index + 1) % slides.length;

  return (
    <>
      <Box position="absolute" inset="0">
        {slides.length > 1 ? (
          <ContentPicture
            key={`next-${next}`}
            image={slides[next]!}
            decorative
            sizes="100vw"
            position="absolute"
            inset="0"
            w="full"
            h="full"
            opacity="0"
          />
        ) : null}
        <ContentPicture
          key={show.index}
          image={slides[show.index]!}
          priority={show.index === 0}
          sizes="100vw"
          position="absolute"
          inset="0"
          w="full"
          h="full"
          data-testid="hero-slide"
        />
        <Box
          data-testid="hero-fade"
          data-dimmed={show.dimmed}
          position="absolute"
          inset="0"
          bg="black"
          opacity={show.dimmed ? 1 : 0}
          transition={show.reducedMotion ? undefined : `opacity ${FADE_MS}ms ease-in-out`}
          pointerEvents="none"
        />
        {/* Keeps the white text readable over any picture. */}
        <Box
          position="absolute"
          inset="0"
          bgGradient="to-b"
          gradientFrom="blackAlpha.600"
          gradientVia="blackAlpha.400"
          gradientTo="blackAlpha.700"
          pointerEvents="none"
        />
      </Box>

      <HStack
        as="div"
        role="group"
        aria-label={t('home.slideshow')}
        position="absolute"
        bottom={{ base: 3, md: 6 }}
        left="50%"
        transform="translateX(-50%)"
        gap="0"
        zIndex="1"
      >
        {slides.map((slide, i) => (
          <Button
            key={slide.src}
            type="button"
            variant="plain"
            minW="6"
            h="6"
            px="0"
            aria-label={t('home.slideOf', { index: String(i + 1), count: String(slides.length) })}
            aria-current={i === show.index ? 'true' : undefined}
            onClick={() => {
              if (i !== show.index) show.goTo(i);
            }}
          >
            <Box
              as="span"
              display="block"
              boxSize="2.5"
              rounded="full"
              bg={i === show.index ? 'white' : 'whiteAlpha.600'}
              borderWidth="1px"
              borderColor="blackAlpha.400"
            />
          </Button>
        ))}
        {show.reducedMotion ? null : (
          <Button
            type="button"
            variant="plain"
            size="xs"
            color="white"
            ms="2"
            onClick={() => show.setPaused(!show.paused)}
            aria-label={show.paused ? t('home.playSlideshow') : t('home.pauseSlideshow')}
          >
            {show.paused ? '▶' : '❚❚'}
          </Button>
        )}
      </HStack>
    </>
  );
}
