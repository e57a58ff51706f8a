import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AiCreditsCard, creditsUsagePercent } from './ai-credits-card.tsx';

function renderCard(credits: number) {
  return render(
    <MemoryRouter>
      <AiCreditsCard credits={credits} />
    </MemoryRouter>,
  );
}

describe('AI credits card', () => {
  it.each([
    [0, 'Low'],
    [49, 'Low'],
    [50, 'Medium'],
    [199, 'Medium'],
    [200, 'High'],
    [8000, 'High'],
  ])('shows %i credits as %s', (credits, level) => {
    renderCard(credits);
    expect(screen.getByText(level)).toBeTruthy();
  });

  it('draws the usage bar against 500 and caps it at 100%', () => {
    expect(creditsUsagePercent(0)).toBe(0);
    expect(creditsUsagePercent(125)).toBe(25);
    expect(creditsUsagePercent(500)).toBe(100);
    expect(creditsUsagePercent(9000)).toBe(100);
    renderCard(125);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuemax')).toBe('500');
    expect(bar.getAttribute('aria-valuenow')).toBe('125');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('25%');
  });

  it('links Buy More to the buy credits page', () => {
    renderCard(10);
    expect(screen.getByRole('link', { name: 'Buy More' }).getAttribute('href')).toBe(
      '/dashboard/buy-credits',
    );
  });
});
