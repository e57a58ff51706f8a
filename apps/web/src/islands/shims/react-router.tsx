/**
 * `react-router` in the islands' build (vite.islands.config.ts): links render the markup the
 * router's <Link> and <NavLink> prerendered (same href under the '/fr' basename, same attributes),
 * and following one loads the next page from the server, prerendered or the app, as any link does.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { basenameOf, stripLanguagePrefix } from '../../lib/public-site.ts';

type To = string;

/** The URL of an app path under the page's basename: '/pricing' → '/fr/pricing', '/' → '/fr'. */
export function hrefOf(to: To, pathname = window.location.pathname): string {
  const basename = basenameOf(pathname);
  if (!basename || !to.startsWith('/')) return to;
  const rest = to.slice(1);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#')
    ? `${basename}${rest}`
    : `${basename}${to}`;
}

export function useLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname: stripLanguagePrefix(pathname), search, hash, state: null, key: 'default' };
}

export function useNavigate() {
  return (to: To) => window.location.assign(hrefOf(to));
}

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
}

export function Link({ to, replace: _replace, ...props }: LinkProps) {
  return <a {...props} href={hrefOf(to)} data-discover="true" />;
}

interface NavLinkState {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}
interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  className?: string | ((state: NavLinkState) => string | undefined);
  children?: ReactNode;
  end?: boolean;
}

/** Active as the router's NavLink is: the path itself or below it, case-insensitively. */
export function NavLink({ to, className, end = false, ...props }: NavLinkProps) {
  const current = useLocation().pathname.toLowerCase();
  const target = to.split(/[?#]/)[0]?.toLowerCase() ?? '';
  const isActive =
    current === target ||
    (!end && target !== '/' && current.startsWith(target) && current[target.length] === '/');
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...props}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className(state) : className}
    />
  );
}
