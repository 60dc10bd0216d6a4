import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Coupon } from '@store/domain/coupon';
import { ApiError } from '@/lib/api-client';
import { authUrl } from '@/lib/session';
import { useCollectCoupon } from './api/collect-coupon';
import { CopyCode } from './copy-code';

const KNOWN_ERRORS = ['coupon_fully_collected', 'coupon_expired', 'coupon_not_collectable', 'coupon_not_found', 'session_required', 'session_invalid', 'network_error'];

/** The action of a coupon on /coupon: log in (guest), collect, or copy the code once collected. */
export function CollectButton({ coupon, signedIn, returnTo }: { coupon: Coupon; signedIn: boolean; returnTo: string }) {
  const { t } = useTranslation('coupon');
  const collect = useCollectCoupon();
  if (coupon.state === 'used_up' || coupon.state === 'expired') {
    return (
      <button type="button" className="cpn-btn" disabled>
        {t(coupon.state === 'used_up' ? 'fullyRedeemed' : 'state.expired')}
      </button>
    );
  }
  if (!signedIn) {
    return (
      <a className="cpn-btn cpn-btn--primary" href={authUrl('login', returnTo)}>
        {t('loginToCollect')}
      </a>
    );
  }
  if (coupon.collected_by_me) {
    return (
      <>
        <span className="cpn__collected">{t('collected')}</span>
        {coupon.state !== 'upcoming' && <CopyCode code={coupon.code} />}
        <Link className="cpn-link" to="/profile/coupon">
          {t('myCoupons')}
        </Link>
      </>
    );
  }
  const code = collect.error instanceof ApiError ? collect.error.code : collect.error ? 'generic' : null;
  return (
    <>
      <button type="button" className="cpn-btn cpn-btn--primary" disabled={collect.isPending} onClick={() => collect.mutate(coupon.id)}>
        {collect.isPending ? t('collecting') : t('collect')}
      </button>
      <span className="cpn__feedback cpn__feedback--error" role="status">
        {code ? t(`errors.${KNOWN_ERRORS.includes(code) ? code : 'generic'}`) : ''}
      </span>
    </>
  );
}
