import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '@store/domain/money';
import type { QualificationReason } from '@store/domain/pre2post';

/** Where the shopper can go instead, per reason (none: the text says what to do). */
const ACTIONS: Partial<Record<QualificationReason['code'], { to: string; key: string }>> = {
  id_mismatch: { to: '/pre2post/verify', key: 'checkAgain' },
  not_prepaid: { to: '/packages', key: 'newPostpaid' },
  balance_owed: { to: '/pre2post/verify', key: 'checkAgain' },
  too_new: { to: '/packages', key: 'newPostpaid' },
  conversion_pending: { to: '/profile/tracking', key: 'tracking' },
};

/** Every reason the number cannot convert, in the shopper's language, each with what they can do instead. */
export function ReasonList({ reasons }: { reasons: QualificationReason[] }) {
  const { t } = useTranslation('pre2post');
  return (
    <ul className="p2p-reasons" data-testid="pre2post-reasons">
      {reasons.map((r) => {
        const d = r.details ?? {};
        const values = {
          months: d.months ?? 0,
          min: d.min_months ?? 0,
          wait: Math.max(1, (d.min_months ?? 0) - (d.months ?? 0)),
          amount: formatPrice(d.amount ?? 0),
        };
        const action = ACTIONS[r.code];
        return (
          <li key={r.code} className="p2p-reason" data-testid={`reason-${r.code}`}>
            <h2 className="p2p-reason__title">{t(`reasons.${r.code}.title`, values)}</h2>
            <p className="p2p-reason__text">{t(`reasons.${r.code}.text`, values)}</p>
            <p className="p2p-reason__todo">
              <strong>{t('noneligible.instead')}</strong> {t(`reasons.${r.code}.todo`, values)}
            </p>
            {action && (
              <Link className="p2p-btn p2p-btn--ghost p2p-btn--small" to={action.to}>
                {t(`noneligible.actions.${action.key}`)}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
