import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { followsInApp, navigate } from './address';
import { useAddress } from './router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this app, with or without a query. */
  to: string;
}

/**
 * A link to a screen: a real anchor (its address can be copied, opened in a new tab, read by a
 * screen reader) that the app follows in place. A link to where the app already is replaces the
 * history entry, so Back does not stay on the same screen.
 */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const { pathname, search } = useAddress();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!followsInApp(event, target)) return;
    event.preventDefault();
    navigate(to, { replace: `${pathname}${search}` === to });
  };
  return <a {...rest} href={to} target={target} onClick={follow} />;
}

export interface NavLinkProps extends LinkProps {
  /** Current only on `to` itself, not on the paths below it (Home's `/` is below nothing else). */
  end?: boolean;
}

/** A link that says it is the current screen with `aria-current="page"` (styled by it). */
export function NavLink({ to, end = false, ...rest }: NavLinkProps) {
  const { pathname } = useAddress();
  const current = pathname === to || (!end && pathname.startsWith(to.endsWith('/') ? to : `${to}/`));
  return <Link {...rest} to={to} aria-current={current ? 'page' : undefined} />;
}
