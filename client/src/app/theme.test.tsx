import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The test setup loads the later recipes for every other test; here each test starts from fresh modules, as a first
// visit does, and sees when theme-later-recipes.ts is asked for.
let laterRecipesLoaded = 0;

beforeEach(() => {
  vi.resetModules();
  laterRecipesLoaded = 0;
  vi.doMock('./theme-later-recipes', async (importOriginal) => {
    laterRecipesLoaded += 1;
    return importOriginal();
  });
});

async function freshApp(initialPath: string) {
  const [{ App }, { createApp }] = await Promise.all([import('./App'), import('./create-app')]);
  const app = createApp({ initialPath });
  render(<App {...app} />);
  return app;
}

describe('the recipes the home page does not need at first (app/theme.ts)', () => {
  it('are not loaded for the home page, and load on the first navigation', async () => {
    const { router } = await freshApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Discover the Magic of Sri Lanka' });
    await screen.findByRole('heading', { name: 'Ready to Explore the Pearl of the Indian Ocean?' });
    expect(laterRecipesLoaded).toBe(0);

    await act(() => router.navigate('/help'));
    await waitFor(() => expect(laterRecipesLoaded).toBe(1));
  });

  it('load on the first press on the home page, alongside the code of what it opens', async () => {
    await freshApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Discover the Magic of Sri Lanka' });
    expect(laterRecipesLoaded).toBe(0);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Open the Sri Lanka Travel Bot' }));
    await waitFor(() => expect(laterRecipesLoaded).toBe(1));
  });

  it('load at once when the visit starts on another page', async () => {
    await freshApp('/help');
    await waitFor(() => expect(laterRecipesLoaded).toBe(1));
  });

  it('keep a component that needs one waiting, then render it with its recipe', async () => {
    const [{ Badge, ChakraProvider }, { getAppSystem }] = await Promise.all([
      import('@chakra-ui/react'),
      import('./theme'),
    ]);
    render(
      <ChakraProvider value={getAppSystem()}>
        <Suspense fallback={<p>Waiting for the styles</p>}>
          <Badge>New</Badge>
        </Suspense>
      </ChakraProvider>,
    );
    expect(screen.queryByText('Waiting for the styles')).not.toBeNull();
    const badge = await screen.findByText('New');
    // The badge recipe's class: an empty recipe (the component asking before they loaded) would leave it out.
    expect(badge.className).toContain('chakra-badge');
    expect(laterRecipesLoaded).toBe(1);
  });
});
