import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMsisdn } from '@store/domain/phone';
import { Avatar } from '@/components/layout/account';
import type { SessionUser } from '@/lib/session';
import { useProfile } from './api/get-profile';
import { ProfileShell } from './profile-shell';

const LINKS = [
  { to: '/profile/detail', key: 'detail', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0' },
  { to: '/profile/edit', key: 'edit', icon: 'M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4' },
  { to: '/profile/address', key: 'address', icon: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z' },
  { to: '/profile/tracking', key: 'tracking', icon: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z' },
  { to: '/profile/wishlist', key: 'wishlist', icon: 'M12 20s-7-4.4-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.6-9 9-9 9Z' },
  { to: '/profile/coupon', key: 'coupon', icon: 'M3 8a2 2 0 0 0 0 4v4h18v-4a2 2 0 0 1 0-4V4H3v4Zm11-4v12' },
] as const;

/** /profile (route profile): who is signed in, and the ways into the account's pages. */
export function ProfileOverviewPage() {
  const { t } = useTranslation('profile');
  return (
    <ProfileShell title={t('title')} crumb={false}>
      {(user) => <Overview user={user} />}
    </ProfileShell>
  );
}

function Overview({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const profile = useProfile(true).data;
  return (
    <>
      <section className="prf-card prf-hero" aria-label={t('you')}>
        <Avatar user={user} size={72} />
        <div>
          <p className="prf-hero__name">{user.display_name}</p>
          {user.phone && <p className="prf-hero__meta">{formatMsisdn(user.phone)}</p>}
          {profile?.email && <p className="prf-hero__meta">{profile.email}</p>}
        </div>
      </section>
      <ul className="prf-links">
        {LINKS.map((link) => (
          <li key={link.key}>
            <Link className="prf-link" to={link.to}>
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                <path d={link.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span>
                <span className="prf-link__title">{t(`links.${link.key}.title`)}</span>
                <span className="prf-link__text">{t(`links.${link.key}.text`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
