import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { enter } from '../../test/enter';

describe('Help Center', () => {
  it('is open to visitors, searchable, and offers a support mail link', async () => {
    renderApp('/help');
    await screen.findByRole('heading', { name: 'Help Center' });
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe(
      'mailto:support@tripmate.lk',
    );

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search help'), 'LKR');
    expect(screen.queryByText('Why is the budget in LKR?')).not.toBeNull();
    expect(screen.queryByText('How do I list my business?')).toBeNull();

    await user.clear(screen.getByLabelText('Search help'));
    await enter(user, screen.getByLabelText('Search help'), 'zeppelin');
    expect(screen.getByRole('status').textContent).toContain('No answers match “zeppelin”.');
  });
});
