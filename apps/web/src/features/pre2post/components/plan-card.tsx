import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '@store/domain/money';
import type { Pre2postPlan } from '@store/domain/pre2post';
import { parseLang } from '@store/domain/lang';
import { PlanKeeps } from './plan-keeps';

/** A plan's allowances in words (data, speed, calls), leaving out what it does not state. */
export function PlanFacts({ plan }: { plan: Pre2postPlan }) {
  const { t } = useTranslation('pre2post');
  const facts = [
    plan.data_gb === null ? null : plan.data_gb >= 999 ? t('plan.dataUnlimited') : t('plan.data', { gb: plan.data_gb }),
    plan.speed_mbps === null ? null : t('plan.speed', { mbps: plan.speed_mbps }),
    plan.call_minutes === null ? null : plan.call_minutes >= 9999 ? t('plan.callsUnlimited') : t('plan.calls', { minutes: plan.call_minutes }),
  ].filter((f): f is string => !!f);
  if (!facts.length) return null;
  return (
    <p className="p2p-plan__facts">
      {facts.map((f) => (
        <span key={f}>{f}</span>
      ))}
    </p>
  );
}

export const contractText = (t: ReturnType<typeof useTranslation<'pre2post'>>['t'], months: number) => (months > 0 ? t('plan.contract', { count: months }) : t('plan.noContract'));

/** One plan offered for the conversion: name, price a month, contract, allowances, highlights, what is kept; details and choose. */
export function PlanCard({ plan }: { plan: Pre2postPlan }) {
  const { t, i18n } = useTranslation('pre2post');
  const lang = parseLang(i18n.language);
  const nas = encodeURIComponent(plan.nas_code);
  return (
    <article className="p2p-plan" data-testid="pre2post-plan" aria-labelledby={`p2p-plan-${plan.nas_code}`}>
      <h2 id={`p2p-plan-${plan.nas_code}`} className="p2p-plan__name">
        {plan.name[lang]}
      </h2>
      <p className="p2p-plan__price">
        <strong>{t('plan.price', { price: formatPrice(plan.monthly_price) })}</strong>
        <span>{t('plan.perMonth')}</span>
      </p>
      <p className="p2p-plan__contract">{contractText(t, plan.contract)}</p>
      <PlanFacts plan={plan} />
      {plan.highlights.length > 0 && (
        <ul className="p2p-plan__hl">
          {plan.highlights.map((h) => (
            <li key={h.en}>{h[lang]}</li>
          ))}
        </ul>
      )}
      <h3 className="p2p-plan__keeps-title">{t('keeps.title')}</h3>
      <PlanKeeps plan={plan} />
      <p className="p2p-plan__actions">
        <Link className="p2p-btn" to={`/pre2post/address/${nas}`} aria-label={t('plan.chooseFor', { name: plan.name[lang] })}>
          {t('plan.choose')}
        </Link>
        <Link className="p2p-btn p2p-btn--ghost" to={`/pre2post/priceplan/${nas}`} aria-label={t('plan.detailsFor', { name: plan.name[lang] })}>
          {t('plan.details')}
        </Link>
      </p>
    </article>
  );
}
