import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/theme';
import { heroSlides } from '../../content/images';
import { HeroSlideshow } from './HeroSlideshow';

function renderSlideshow() {
  return render(
    <ChakraProvider value={getSystem()}>
      <HeroSlideshow slides={heroSlides} />
    </ChakraProvider>,
  );
}

const currentSrc = () => screen.getByTestId('hero-slide').getAttribute('src');
const dimmed = () => screen.getByTestId('hero-fade').getAttribute('data-dimmed') === 'true';
const dot = (n: number) => screen.getByRole('button', { name: `Slide ${n} of 9` });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const realMatchMedia = window.matchMedia;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  window.matchMedia = realMatchMedia;
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('the hero slideshow', () => {
  it('has nine slides, each with alternative text, and a labelled dot per slide', () => {
    renderSlideshow();
    expect(heroSlides).toHaveLength(9);
    expect(currentSrc()).toBe(heroSlides[0]!.src);
    expect(screen.getByTestId('hero-slide').getAttribute('alt')).toBe(heroSlides[0]!.alt);
    expect(
      screen.queryAllByRole('button', { name: /^Slide \d of 9$/ }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(heroSlides.map((_, index) => `Slide ${index + 1} of 9`));
    expect(dot(1).getAttribute('aria-current')).toBe('true');
  });

  it('fades to black for 0.8 s after 10 s, then switches and fades back', () => {
    renderSlideshow();
    advance(9_999);
    expect(dimmed()).toBe(false);
    advance(1);
    expect(dimmed()).toBe(true);
    expect(currentSrc()).toBe(heroSlides[0]!.src);
    advance(799);
    expect(currentSrc()).toBe(heroSlides[0]!.src);
    advance(1);
    expect(currentSrc()).toBe(heroSlides[1]!.src);
    expect(dimmed()).toBe(false);
    expect(dot(2).getAttribute('aria-current')).toBe('true');
  });

  it('wraps from the ninth slide back to the first', () => {
    renderSlideshow();
    for (let i = 1; i <= 8; i += 1) advance(10_800);
    expect(currentSrc()).toBe(heroSlides[8]!.src);
    advance(10_800);
    expect(currentSrc()).toBe(heroSlides[0]!.src);
  });

  it('jumps to a slide from its dot with the same fade, and counts 10 s again from there', () => {
    renderSlideshow();
    advance(6_000);
    fireEvent.click(dot(6));
    expect(dimmed()).toBe(true);
    advance(800);
    expect(currentSrc()).toBe(heroSlides[5]!.src);
    advance(9_000);
    expect(currentSrc()).toBe(heroSlides[5]!.src);
    advance(1_800);
    expect(currentSrc()).toBe(heroSlides[6]!.src);
  });

  it('stops while the tab is hidden and goes on when it is shown again', () => {
    renderSlideshow();
    setHidden(true);
    advance(60_000);
    expect(currentSrc()).toBe(heroSlides[0]!.src);
    expect(dimmed()).toBe(false);
    setHidden(false);
    advance(10_800);
    expect(currentSrc()).toBe(heroSlides[1]!.src);
  });

  it('can be paused and played by the visitor', () => {
    renderSlideshow();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    advance(30_000);
    expect(currentSrc()).toBe(heroSlides[0]!.src);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(10_800);
    expect(currentSrc()).toBe(heroSlides[1]!.src);
  });

  it('neither fades nor advances by itself for people who ask for reduced motion; dots switch at once', () => {
    window.matchMedia = (query: string) => ({
      ...realMatchMedia(query),
      matches: query.includes('prefers-reduced-motion'),
    });
    renderSlideshow();
    advance(60_000);
    expect(currentSrc()).toBe(heroSlides[0]!.src);
    fireEvent.click(dot(3));
    expect(dimmed()).toBe(false);
    expect(currentSrc()).toBe(heroSlides[2]!.src);
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
  });
});
