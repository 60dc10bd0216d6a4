import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMsisdn } from '@store/domain/phone';
import { Avatar } from '@/components/layout/account';
import { basePath } from '@/lib/boot';
import type { SessionUser } from '@/lib/session';
import { agingParts } from '@store/domain/loyalty-rules';
import { useMemberCard } from './api/get-member-card';
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
      <MemberCardSummary />
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

/** The member card on the overview (spec 3 truecard data): its image, tier and how long a member (aging months as years and months). */
function MemberCardSummary() {
  const { t } = useTranslation('profile');
  const card = useMemberCard(true);
  if (card.isPending || card.isError) return null;
  const c = card.data.card;
  if (!c)
    return (
      <section className="prf-card prf-member" aria-label={t('member.title')} data-testid="profile-member-card">
        <p className="prf-hero__meta">{t('member.none')}</p>
        <Link to="/redeem-truepoint">{t('member.link')}</Link>
      </section>
    );
  const { years, months } = agingParts(c.aging);
  const aging =
    [years > 0 ? t('member.years', { count: years }) : '', months > 0 ? t('member.months', { count: months }) : ''].filter(Boolean).join(' ') || t('member.lessThanMonth');
  const tier = t(`member.tiers.${c.tier}`);
  return (
    <section className={`prf-card prf-member prf-member--${c.tier}`} aria-label={t('member.title')} data-testid="profile-member-card">
      <img className="prf-member__image" src={`${basePath()}${c.image_url}`} alt={t('member.image', { tier })} width={96} height={61} />
      <div>
        <p className="prf-hero__name" data-testid="profile-member-tier">
          {tier}
        </p>
        <p className="prf-hero__meta" data-testid="profile-member-aging">
          {t('member.aging', { text: aging })}
        </p>
        <p className="prf-member__links">
          <Link to="/redeem-truepoint">{t('member.points')}</Link>
          <Link to="/online-store/partner-privilege">{t('member.privileges')}</Link>
        </p>
      </div>
    </section>
  );
}
