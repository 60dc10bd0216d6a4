import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import type { SessionUser } from '@/lib/session';
import { useSignedIn } from './use-signed-in';
import './profile.css';

/** A /profile page: crumbs back to the overview, the title, and only for a signed-in user (else home). */
export function ProfileShell({ title, crumb = true, children }: { title: string; crumb?: boolean; children: (user: SessionUser) => ReactNode }) {
  const { t } = useTranslation('profile');
  const gate = useSignedIn();
  if (gate.state === 'guest') return <Navigate to="/" replace />;
  return (
    <div className="page prf">
      {crumb && (
        <nav className="prf__crumbs" aria-label={t('crumbs')}>
          <Link to="/profile">{t('title')}</Link>
        </nav>
      )}
      <h1 className="prf__title">{title}</h1>
      {gate.state === 'loading' ? <p role="status">{t('loading')}</p> : children(gate.user)}
    </div>
  );
}
