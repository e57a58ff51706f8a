import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderAt } from '../../test/render.tsx';
import ServicesPage from './services-page.tsx';

const card = (name: string) => {
  const heading = screen.getByRole('heading', { level: 2, name });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
};

describe('the services page', () => {
  it('marks the services a user cannot find in the product yet as coming, with a planned cost', async () => {
    mockFetch({});
    renderAt('/services', <Route path="/services" element={<ServicesPage />} />);
    await screen.findByRole('heading', { level: 2, name: 'Social media' });
    for (const coming of ['Social media', 'Email marketing']) {
      expect(card(coming).getByText('Coming soon')).toBeTruthy();
      expect(card(coming).getByText(/^Planned cost: \d+ credits$/)).toBeTruthy();
    }
    for (const available of ['WordPress automation', 'Image generation', 'Pinterest posting', 'Analytics']) {
      expect(card(available).queryByText('Coming soon')).toBeNull();
      expect(card(available).getByText(/^\d+ credits?$/)).toBeTruthy();
    }
    expect(card('Analytics').getByText(/outbound clicks, and a check of every live post/)).toBeTruthy();
  });
});
