import { act, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { mockFetch, renderAt } from '../../../test/render.tsx';
import { CONTACT_EMAIL } from '../data/marketing-copy.ts';
import ContactPage from './contact-page.tsx';
import PrivacyPage from './privacy-page.tsx';

describe('the legal pages', () => {
  it('render the privacy policy with its contents and the contact address as a mail link', async () => {
    mockFetch({});
    renderAt('/privacy', <Route path="/privacy" element={<PrivacyPage />} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How long we keep it' }).getAttribute('href')).toBe('#retention');
    const mail = screen.getAllByRole('link', { name: CONTACT_EMAIL })[0];
    expect(mail?.getAttribute('href')).toBe(`mailto:${CONTACT_EMAIL}`);
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    await waitFor(() => expect(document.title).toBe('Privacy policy · Affiliate Autopilot'));
  });

  it('switch language with the rest of the site', async () => {
    mockFetch({});
    renderAt('/privacy', <Route path="/privacy" element={<PrivacyPage />} />);
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
  });

  it('render the contact page', () => {
    mockFetch({});
    renderAt('/contact', <Route path="/contact" element={<ContactPage />} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
    expect(screen.getByRole('link', { name: CONTACT_EMAIL })).toBeTruthy();
  });
});
