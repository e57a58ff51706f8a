import type { Execution } from '@aa/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import '../campaigns-i18n.ts';
import { FactsUsed } from './facts-used.tsx';

const execution = {
  id: 'r1',
  result_data: {
    facts: [
      {
        product: 1,
        text: 'I have worn them daily since March',
        source: { kind: 'notes', name: 'Your notes', url: null, read_at: '2026-11-28T08:00:00Z' },
        to_writer: true,
      },
      {
        product: 2,
        text: 'Up to 8 hours of battery life',
        source: {
          kind: 'product-page',
          name: 'Amazon product page',
          url: 'https://www.amazon.com/dp/B0C33XXS56',
          read_at: '2026-11-28T08:00:00Z',
        },
        to_writer: false,
      },
    ],
    sources_missed: [
      {
        product: 1,
        kind: 'manufacturer',
        name: 'apple.com',
        url: 'https://www.apple.com/airpods-pro/gone/',
        problem: 'unreachable',
      },
      {
        product: 2,
        kind: 'manufacturer',
        name: 'sony.com',
        url: 'https://www.sony.com/p/x',
        problem: 'unreadable',
      },
    ],
  },
} as unknown as Execution;

describe('Facts used', () => {
  it('lists each product’s facts with their source, and names the maker’s page that gave nothing and why', () => {
    renderAt(
      '/',
      <Route
        path="/"
        element={
          <FactsUsed
            execution={execution}
            campaign={{ product1_title: 'AirPods Pro 2', product2_title: 'Sony WF-1000XM5' }}
          />
        }
      />,
    );
    fireEvent.click(screen.getByText('Facts used (2)'));
    const first = screen.getByRole('region', { name: 'AirPods Pro 2' });
    expect(first.textContent).toContain('I have worn them daily since March');
    expect(first.textContent).toContain('Nothing was read from apple.com: the page did not answer.');
    expect(within(first).getByRole('link', { name: 'apple.com' }).getAttribute('href')).toBe(
      'https://www.apple.com/airpods-pro/gone/',
    );
    const second = screen.getByRole('region', { name: 'Sony WF-1000XM5' });
    expect(second.textContent).toContain(
      'Nothing was read from sony.com: its page shows no product facts we can read',
    );
    expect(second.textContent).toContain("kept out of the AI model's prompt");
  });
});
