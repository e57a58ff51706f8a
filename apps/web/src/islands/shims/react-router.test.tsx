import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hrefOf, Link, NavLink, useLocation } from './react-router.tsx';

afterEach(() => window.history.replaceState(null, '', '/'));

function Where() {
  return <p>{useLocation().pathname}</p>;
}

describe("the islands' links", () => {
  it("write the router's hrefs: under /fr, the basename is kept", () => {
    expect(hrefOf('/pricing', '/services')).toBe('/pricing');
    expect(hrefOf('/', '/services')).toBe('/');
    expect(hrefOf('/pricing', '/fr/services')).toBe('/fr/pricing');
    expect(hrefOf('/', '/fr')).toBe('/fr');
    expect(hrefOf('/auth?mode=login', '/fr/pricing')).toBe('/fr/auth?mode=login');
    expect(hrefOf('/?x=1', '/fr')).toBe('/fr?x=1');
    expect(hrefOf('https://example.com/', '/fr')).toBe('https://example.com/');
  });

  it('mark the link of the page shown as current, and read the path without the language', () => {
    window.history.replaceState(null, '', '/fr/pricing');
    render(
      <>
        <NavLink to="/pricing" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Pricing
        </NavLink>
        <NavLink to="/services" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Services
        </NavLink>
        <Link to="/" className="home">
          Home
        </Link>
        <Where />
      </>,
    );
    const pricing = screen.getByRole('link', { name: 'Pricing' });
    expect(pricing.getAttribute('href')).toBe('/fr/pricing');
    expect(pricing.getAttribute('aria-current')).toBe('page');
    expect(pricing.className).toBe('on');
    const services = screen.getByRole('link', { name: 'Services' });
    expect(services.getAttribute('aria-current')).toBeNull();
    expect(services.className).toBe('off');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/fr');
    expect(screen.getByText('/pricing')).toBeTruthy();
  });
});
