import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('the attribution page', () => {
  it('credits GeoNames under CC BY 4.0, the Survey Department / OCHA under CC BY-IGO and Natural Earth, without signing in', async () => {
    renderApp('/attribution');
    await screen.findByRole('heading', { level: 1, name: 'Map Data and Attributions' });
    expect(screen.queryByText(/CC BY 4\.0.*GeoNames/)).not.toBeNull();
    expect(screen.queryByText(/Made with Natural Earth/)).not.toBeNull();
    expect(screen.queryByText(/CC BY-IGO.*Survey Department of Sri Lanka \/ OCHA/)).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Map data and attributions' })).not.toBeNull();
  });

  it("credits the offline map's coastline and districts to the Survey Department / OCHA and its railway to OpenStreetMap", async () => {
    renderApp('/attribution');
    await screen.findByRole('heading', { level: 1, name: 'Map Data and Attributions' });
    expect(
      screen.getByRole('link', { name: /CC BY-IGO.*Survey Department of Sri Lanka \/ OCHA/ }).getAttribute('href'),
    ).toBe('https://creativecommons.org/licenses/by/3.0/igo/');
    expect(screen.getByRole('link', { name: /ODbL.*© OpenStreetMap contributors/ }).getAttribute('href')).toBe(
      'https://opendatacommons.org/licenses/odbl/1-0/',
    );
  });
});
