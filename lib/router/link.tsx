'use client';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import type { RouteId } from '@/lib/routes';
import { buildHash } from './hash';
import { navigate } from './navigation';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: RouteId;
  query?: Record<string, string | number | undefined>;
  children: ReactNode;
}

/** An in-app link: a real `href` (open in new tab works), navigation through the hash router. */
export function Link({ to, query, onClick, children, ...rest }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to, query);
  };
  return (
    <a href={buildHash(to, query)} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
