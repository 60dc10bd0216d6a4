import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMsisdn } from '@store/domain/phone';
import { Avatar } from '@/components/layout/account';
import { useProfile } from './api/get-profile';
import { ProfileShell } from './profile-shell';

/** /profile/detail (route profile-detail): the account's details. */
export function ProfileDetailPage() {
  const { t } = useTranslation('profile');
  return <ProfileShell title={t('detail.title')}>{() => <Details />}</ProfileShell>;
}

function Details() {
  const { t } = useTranslation('profile');
  const profile = useProfile(true);
  if (!profile.data) return <p role="status">{profile.isError ? t('failed') : t('loading')}</p>;
  const p = profile.data;
  const none = t('detail.none');
  return (
    <section className="prf-card">
      <div className="prf-detail__head">
        <Avatar user={p} size={64} />
        <Link className="prf-btn prf-btn--outline" to="/profile/edit">
          {t('detail.edit')}
        </Link>
      </div>
      <dl className="prf-detail">
        <dt>{t('fields.display_name')}</dt>
        <dd>{p.display_name}</dd>
        <dt>{t('fields.phone')}</dt>
        <dd>{p.phone ? formatMsisdn(p.phone) : none}</dd>
        <dt>{t('fields.email')}</dt>
        <dd>{p.email ?? none}</dd>
      </dl>
    </section>
  );
}
