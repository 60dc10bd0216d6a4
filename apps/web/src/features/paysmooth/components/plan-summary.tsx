import { useTranslation } from 'react-i18next';
import { formatPrice } from '@store/domain/money';
import { parseLang } from '@store/domain/lang';
import type { PaySmoothApplication } from '@store/domain/paysmooth';

/** The device and the approved (or asked-for) plan: months, monthly instalment, total, credit limit. */
export function PlanSummary({ app }: { app: PaySmoothApplication }) {
  const { t, i18n } = useTranslation('paysmooth');
  const lang = parseLang(i18n.language);
  return (
    <dl className="ps-summary" data-testid="paysmooth-plan">
      <div>
        <dt>{t('summary.device')}</dt>
        <dd>{app.title[lang]}</dd>
      </div>
      <div>
        <dt>{t('summary.price')}</dt>
        <dd>{t('baht', { price: formatPrice(app.amount) })}</dd>
      </div>
      <div>
        <dt>{t('summary.plan')}</dt>
        <dd>{t('plan.line', { months: app.plan.months, monthly: formatPrice(app.plan.monthly) })}</dd>
      </div>
      {app.plan.first !== app.plan.monthly && (
        <div>
          <dt>{t('summary.first')}</dt>
          <dd>{t('baht', { price: formatPrice(app.plan.first) })}</dd>
        </div>
      )}
      <div>
        <dt>{t('summary.applicant')}</dt>
        <dd>
          {app.applicant.name} · {app.applicant.mobile}
        </dd>
      </div>
    </dl>
  );
}

/** Why the partner refused, or that the approval ran out, in the shopper's language. */
export function refusalText(t: (key: string) => string, app: PaySmoothApplication): string {
  if (app.state === 'expired') return t('state.expired');
  if (app.state === 'used') return t('state.used');
  return app.reason ? t(`reasons.${app.reason}`) : t('state.refused');
}
