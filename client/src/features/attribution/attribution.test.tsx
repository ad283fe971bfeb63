import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('the attribution page', () => {
  it('credits GeoNames under CC BY 4.0 and Natural Earth, without signing in', async () => {
    renderApp('/attribution');
    expect(await screen.findByRole('heading', { level: 1, name: 'Map Data and Attributions' })).toBeTruthy();
    expect(screen.getByText(/CC BY 4\.0.*GeoNames/)).toBeTruthy();
    expect(screen.getByText(/Made with Natural Earth/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Map data and attributions' })).toBeTruthy();
  });
});
