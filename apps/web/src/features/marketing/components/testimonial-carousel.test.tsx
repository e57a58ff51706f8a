import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../marketing-i18n.ts';
import { TestimonialCarousel } from './testimonial-carousel.tsx';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

const activeSlide = () => {
  const slide = document.querySelector('[data-active="true"]');
  return slide?.getAttribute('aria-label');
};
const liveRegion = () => document.querySelector('[aria-live]')?.getAttribute('aria-live');

describe('the testimonial carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows eight examples with role, location, revenue and rating, marked as examples', () => {
    stubReducedMotion(false);
    render(<TestimonialCarousel />);
    expect(document.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(8);
    expect(screen.getByText('Kitchen gadget blogger')).toBeTruthy();
    expect(screen.getByText('Lyon, France')).toBeTruthy();
    expect(screen.getByText('€1,240 / month in commissions')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' }).length).toBeGreaterThan(0);
  });

  it('moves on every 3 s, quietly, and pauses while hovered', () => {
    stubReducedMotion(false);
    render(<TestimonialCarousel />);
    expect(activeSlide()).toBe('Example 1 of 8');
    expect(liveRegion()).toBe('off');
    act(() => vi.advanceTimersByTime(2999));
    expect(activeSlide()).toBe('Example 1 of 8');
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide()).toBe('Example 2 of 8');

    const carousel = screen.getByRole('region', { name: 'Example testimonials' });
    fireEvent.mouseEnter(carousel);
    expect(liveRegion()).toBe('polite');
    act(() => vi.advanceTimersByTime(9000));
    expect(activeSlide()).toBe('Example 2 of 8');
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(3000));
    expect(activeSlide()).toBe('Example 3 of 8');
  });

  it('stops with the pause button and moves with the arrows and dots', () => {
    stubReducedMotion(false);
    render(<TestimonialCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Resume rotation' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(activeSlide()).toBe('Example 1 of 8');
    fireEvent.click(screen.getByRole('button', { name: 'Previous example' }));
    expect(activeSlide()).toBe('Example 8 of 8');
    fireEvent.click(screen.getByRole('button', { name: 'Show example 4' }));
    expect(activeSlide()).toBe('Example 4 of 8');
    expect(screen.getByRole('button', { name: 'Show example 4' }).getAttribute('aria-current')).toBe('true');
  });

  it('never moves by itself for visitors who prefer reduced motion', () => {
    stubReducedMotion(true);
    render(<TestimonialCarousel />);
    act(() => vi.advanceTimersByTime(30_000));
    expect(activeSlide()).toBe('Example 1 of 8');
    expect(liveRegion()).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Next example' }));
    expect(activeSlide()).toBe('Example 2 of 8');
  });
});
