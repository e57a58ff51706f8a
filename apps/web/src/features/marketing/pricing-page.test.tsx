import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meAnswer, mockFetch, renderAt } from '../../test/render.tsx';
import PricingPage from './pricing-page.tsx';

const planLinks = () =>
  screen.getAllByRole('link', { name: 'Get Started' }).map((link) => link.getAttribute('href'));

describe('the pricing page plan buttons', () => {
  it('send a visitor to sign up with the plan and cycle', async () => {
    mockFetch({});
    renderAt('/pricing', <Route path="/pricing" element={<PricingPage />} />);
    await waitFor(() => expect(planLinks()).toHaveLength(4));
    expect(planLinks()[1]).toBe('/auth?mode=signup&plan=growth&cycle=annual');
    fireEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(planLinks()[0]).toBe('/auth?mode=signup&plan=starter&cycle=monthly');
  });

  it('send a signed-in user to the buy page with the plan and cycle', async () => {
    mockFetch({ 'GET /api/auth/me': meAnswer(), 'GET /api/credits': () => ({ status: 500 }) });
    renderAt('/pricing', <Route path="/pricing" element={<PricingPage />} />);
    await waitFor(() => expect(planLinks()[3]).toBe('/dashboard/buy-credits?plan=enterprise&cycle=annual'));
  });
});
