import { useTranslation } from 'react-i18next';
import { formatPrice } from '@store/domain/money';
import type { PayLaterPlan, PayLaterStatus, PayLaterTerm } from '@store/domain/paylater';

/** The instalment plans as radio choices: months, the monthly amount at 0%, and a first month that carries the rounding. */
export function PayLaterPlans({ plans, value, onChange }: { plans: PayLaterPlan[]; value: PayLaterTerm; onChange: (term: PayLaterTerm) => void }) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset className="ck-choices" data-testid="paylater-plans">
      <legend className="ck-legend">{t('paylater.plan')}</legend>
      {plans.map((p) => (
        <label key={p.months} className={`ck-choice${value === p.months ? ' is-on' : ''}`}>
          <input type="radio" name="paylater-term" value={p.months} checked={value === p.months} onChange={() => onChange(p.months)} />
          <span>
            <strong>{t('paylater.planName', { count: p.months, amount: formatPrice(p.monthly) })}</strong>
            <span className="ck-choice__text">
              {p.instalments[0] !== p.monthly ? t('paylater.firstDiffers', { amount: formatPrice(p.instalments[0]) }) : t('paylater.noInterest')}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** A plan's instalments month by month (the /paylater page). */
export function PayLaterSchedule({ instalments }: { instalments: number[] }) {
  const { t } = useTranslation('checkout');
  return (
    <table className="ck-schedule" data-testid="paylater-schedule">
      <thead>
        <tr>
          <th scope="col">{t('paylater.instalment')}</th>
          <th scope="col">{t('paylater.due')}</th>
        </tr>
      </thead>
      <tbody>
        {instalments.map((x, i) => (
          <tr key={i}>
            <td>{t('paylater.month', { n: i + 1 })}</td>
            <td>{t('baht', { amount: formatPrice(x) })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Why pay-later is not offered, in the shopper's language (spec 3 pay_later_status.eligible false). */
export function payLaterReasonKey(status: Pick<PayLaterStatus, 'reason'>): string {
  return `paylater.reasons.${status.reason ?? 'method_disabled'}`;
}
