import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '@store/domain/money';
import { errorText } from '@/lib/error-text';
import { usePoints } from '../api/get-points';
import { MemberCard } from '../components/member-card';
import { MemberGate } from '../components/member-gate';
import { dateText } from '../format';
import '../loyalty.css';

/** /redeem-truepoint (route redeem-truepoint): the member's points, the rate, what they are worth, how to use them, and the history. */
export function RedeemPage() {
  const { t } = useTranslation('loyalty');
  return (
    <div className="page loy">
      <h1 className="loy-title">{t('redeem.title')}</h1>
      <MemberGate>
        {(card) => (
          <>
            <MemberCard card={card} />
            <Points />
          </>
        )}
      </MemberGate>
    </div>
  );
}

function Points() {
  const { t, i18n } = useTranslation('loyalty');
  const points = usePoints(true);
  if (points.isPending) return <p role="status">{t('loading')}</p>;
  if (points.isError)
    return (
      <p className="loy-error" role="alert">
        {errorText(t, points.error)}
      </p>
    );
  const p = points.data;
  return (
    <>
      <section className="loy-box loy-points" aria-labelledby="loy-balance" data-testid="points-balance">
        <h2 id="loy-balance" className="loy-subtitle">
          {t('redeem.balance')}
        </h2>
        <p className="loy-points__value" data-testid="points-count">
          {t('redeem.points', { count: p.balance })}
        </p>
        <p className="loy-points__worth">{t('redeem.worth', { amount: formatPrice(p.value) })}</p>
        <p className="loy-note">{t('redeem.rate', { amount: formatPrice(p.satang_per_point) })}</p>
        <p className="loy-note">{p.enabled ? t('redeem.share', { percent: p.max_share_bp / 100 }) : t('redeem.disabled')}</p>
      </section>
      <section className="loy-box" aria-labelledby="loy-how">
        <h2 id="loy-how" className="loy-subtitle">
          {t('redeem.howTitle')}
        </h2>
        <p className="loy-note">{t('redeem.how')}</p>
        <p className="loy-actions">
          <Link className="loy-btn" to="/online-store/list/all">
            {t('redeem.shop')}
          </Link>
          <Link className="loy-btn loy-btn--ghost" to="/online-store/partner-privilege">
            {t('redeem.privileges')}
          </Link>
        </p>
      </section>
      <section className="loy-box" aria-labelledby="loy-history">
        <h2 id="loy-history" className="loy-subtitle">
          {t('redeem.history')}
        </h2>
        {p.history.length === 0 ? (
          <p className="loy-note">{t('redeem.noHistory')}</p>
        ) : (
          <ul className="loy-history" data-testid="points-history">
            {p.history.map((e, i) => (
              <li key={`${e.at}-${i}`} className={`loy-history__item loy-history__item--${e.kind}`}>
                <span className="loy-history__kind">{t(`redeem.kinds.${e.kind}`)}</span>
                <span className="loy-history__points">
                  {e.kind === 'debit' ? '−' : '+'}
                  {t('redeem.points', { count: e.points })}
                </span>
                <span className="loy-history__meta">
                  {dateText(i18n.language, e.at)}
                  {e.order_number && <> · {t('redeem.order', { number: e.order_number })}</>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
