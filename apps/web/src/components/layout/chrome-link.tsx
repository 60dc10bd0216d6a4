import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; newTab?: boolean };

/**
 * A content link: store paths go through the router (so the base path applies), absolute URLs are
 * plain anchors. `newTab` opens it in a new tab with rel=noopener.
 */
export function ChromeLink({ to, newTab, ...rest }: Props) {
  const props = newTab ? { target: '_blank', rel: 'noopener', ...rest } : rest;
  return /^[a-z][a-z0-9+.-]*:/i.test(to) ? <a href={to} {...props} /> : <Link to={to} {...props} />;
}
