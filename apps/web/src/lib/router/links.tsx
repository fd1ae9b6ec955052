import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { resolveTo, useNavigator } from './location';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

/** A plain click moves within the app; a modified click (new tab, download) is the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

/** An `<a href>` that works without JavaScript and, with it, moves without reloading. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { location, navigate } = useNavigator();
  const href = resolveTo(to, location);
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        void navigate(href, { replace, state });
      }}
    />
  );
}

interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on exactly this path (not on the paths below it). */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode;
}

/** A Link that knows when its page is shown: `aria-current="page"` and the active class. */
export function NavLink({ end = false, className, ...props }: NavLinkProps) {
  const { location } = useNavigator();
  const path = resolveTo(props.to, location).split(/[?#]/)[0] ?? '';
  const here = location.pathname;
  const isActive = here === path || (!end && path !== '/' && here.startsWith(`${path}/`));
  return (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
