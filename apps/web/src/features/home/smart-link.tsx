import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A router `<Link>` for store paths, a plain anchor (new tab) for absolute URLs. */
export function SmartLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  if (/^https?:\/\//.test(to)) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
