import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@store/domain/coupon';
import { pickText, type Lang } from '@store/domain/lang';
import { conditionLines, discountHeadline, formatDateTime } from './format';

/**
 * A coupon as a ticket: the discount on the stub, then title, description, validity, uses left and
 * the conditions (folded), with the page's actions underneath. `usedByMe` marks a wallet coupon the
 * shopper has used as often as allowed.
 */
export function CouponCard({
  coupon,
  children,
  note,
  usedByMe = false,
  headingLevel = 2,
}: {
  coupon: Coupon;
  children?: ReactNode;
  note?: ReactNode;
  usedByMe?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation('coupon');
  const lang = i18n.language as Lang;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // In the wallet, a coupon the shopper has used as often as allowed reads "Used" whatever its state for others.
  const state = usedByMe ? 'used' : coupon.state;
  const dimmed = usedByMe || coupon.state === 'expired' || coupon.state === 'used_up';
  const usedShare = coupon.total_limit ? Math.min(100, Math.round((coupon.used / coupon.total_limit) * 100)) : null;
  return (
    <article className={`cpn${dimmed ? ' cpn--dim' : ''}`} data-testid="coupon-card" data-code={coupon.code} aria-labelledby={`cpn-${coupon.id}-title`}>
      <div className="cpn__stub" aria-hidden="true">
        <span className="cpn__amount">{discountHeadline(t, coupon)}</span>
        <span className="cpn__off">{t('discount.off')}</span>
      </div>
      <div className="cpn__body">
        <p className="cpn__status">
          <span className={`cpn__badge cpn__badge--${state}`}>{t(`state.${state}`)}</span>
          <span className="cpn__code">
            {t('code')} <strong>{coupon.code}</strong>
          </span>
        </p>
        <Heading className="cpn__title" id={`cpn-${coupon.id}-title`}>
          <span className="visually-hidden">{discountHeadline(t, coupon)} · </span>
          {pickText(coupon.title, lang)}
        </Heading>
        <p className="cpn__desc">{pickText(coupon.description, lang)}</p>
        <p className="cpn__dates">
          {coupon.state === 'upcoming' ? t('validFrom', { date: formatDateTime(coupon.starts_at, lang) }) : null}
          {coupon.state === 'upcoming' ? ' · ' : null}
          {coupon.state === 'expired' ? t('ended', { date: formatDateTime(coupon.ends_at, lang) }) : t('validUntil', { date: formatDateTime(coupon.ends_at, lang) })}
        </p>
        {usedShare !== null && coupon.state !== 'expired' && (
          <div className="cpn__quota">
            <span className="cpn__bar" aria-hidden="true">
              <span style={{ width: `${usedShare}%` }} />
            </span>
            <span>{coupon.remaining === 0 ? t('noneLeft') : t('usedPercent', { percent: usedShare })}</span>
          </div>
        )}
        <Conditions coupon={coupon} lang={lang} />
        {note}
        {children && <div className="cpn__actions">{children}</div>}
      </div>
    </article>
  );
}

function Conditions({ coupon, lang }: { coupon: Coupon; lang: Lang }) {
  const { t } = useTranslation('coupon');
  const [open, setOpen] = useState(false);
  const id = `cpn-${coupon.id}-rules`;
  return (
    <div className="cpn__rules">
      <button type="button" className="cpn__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        {t('conditions')}
      </button>
      <ul id={id} hidden={!open}>
        {conditionLines(t, coupon, lang).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
