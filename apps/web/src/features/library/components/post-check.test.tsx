import { POST_CHECK_KEYS, type PostCheck } from '@aa/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { mockFetch, renderAt } from '../../../test/render.tsx';
import '../library-i18n.ts';
import { PostCheckSummary } from './post-check.tsx';

const PASSED: PostCheck = {
  passed: 8,
  total: 8,
  round: 'publish',
  checked_at: '2026-11-22T10:05:00Z',
  items: POST_CHECK_KEYS.map((key) => ({ key, ok: true })),
};

const LINK = 'https://www.amazon.com/dp/B0D1XD1ZV3?tag=ada-20';

/** A day later: a security plugin strips rel="sponsored", the theme hides the excerpt. */
const FAILED: PostCheck = {
  passed: 6,
  total: 8,
  round: 'day',
  checked_at: '2026-11-23T10:05:00Z',
  items: POST_CHECK_KEYS.map((key) =>
    key === 'links'
      ? { key, ok: false, problem: 'rel_missing', params: { url: LINK } }
      : key === 'meta'
        ? { key, ok: false, problem: 'description_missing' }
        : { key, ok: true },
  ),
};

function renderCheck(check: PostCheck) {
  mockFetch({});
  renderAt(
    '/library',
    <Route path="/library" element={<PostCheckSummary check={check} executionId="r1" />} />,
  );
  return screen.getByRole('region', { name: /check of the live post|vérification de l’article en ligne/i });
}

const toggle = (region: HTMLElement) => within(region).getByRole('button');

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('a run’s post check in the Content Library', () => {
  it('says 8 of 8 and when, and lists the eight items passed on demand', () => {
    const region = renderCheck(PASSED);
    const button = toggle(region);
    expect(button.textContent).toContain('Post check: 8 of 8');
    expect(button.textContent).toContain('checked after publishing');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(region).queryByRole('list')).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = within(region).getByRole('list');
    expect(button.getAttribute('aria-controls')).toBe(list.id);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'The post answers (Passed)',
      'Affiliate disclosure before the first Amazon link (Passed)',
      'Amazon links: your store, your tag, rel="sponsored" (Passed)',
      'Images load and have alt text (Passed)',
      'No price shown (Passed)',
      'Title and meta description (Passed)',
      'Featured image (Passed)',
      'Both products named (Passed)',
    ]);
    expect(within(list).queryByText(/How to fix/)).toBeNull();
    fireEvent.click(button);
    expect(within(region).queryByRole('list')).toBeNull();
  });

  it('says what failed, what is wrong and how to fix it', () => {
    const region = renderCheck(FAILED);
    expect(toggle(region).textContent).toContain('Post check: 6 of 8');
    expect(toggle(region).textContent).toContain('checked again a day later');
    expect(region.className).toMatch(/amber/);
    fireEvent.click(toggle(region));
    const items = within(region).getAllByRole('listitem');
    const links = items[2] as HTMLElement;
    expect(links.textContent).toContain('(Failed)');
    expect(links.textContent).toContain(`An Amazon link has no rel="sponsored": ${LINK}`);
    expect(links.textContent).toContain(
      'How to fix it: A security or SEO plugin removes rel="sponsored"; allow it for affiliate links',
    );
    expect(items[5]?.textContent).toContain('The page has no meta description.');
    expect(items[5]?.textContent).toContain('your theme hides the excerpt');
    expect(items[0]?.textContent).toBe('The post answers (Passed)');
  });

  it('speaks French in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const region = renderCheck(FAILED);
    expect(toggle(region).textContent).toContain('Vérification de l’article : 6 sur 8');
    expect(toggle(region).textContent).toContain('vérifié à nouveau un jour plus tard');
    fireEvent.click(toggle(region));
    const links = within(region).getAllByRole('listitem')[2] as HTMLElement;
    expect(links.textContent).toContain(
      'Liens Amazon : votre boutique, votre identifiant, rel="sponsored" (Échoué)',
    );
    expect(links.textContent).toContain(`Un lien Amazon n’a pas rel="sponsored" : ${LINK}`);
    expect(links.textContent).toContain(
      'Comment corriger : Une extension de sécurité ou de SEO retire rel="sponsored"',
    );
  });
});
