import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '@store/domain/money';
import { parseLang } from '@store/domain/lang';
import type { SimPackage } from '@store/domain/sim';
import { basePath } from '@/lib/boot';
import { usePostpaidPlans } from '../api/get-packages';

/** The plans a fortune number is sold with (config berfuntong.nas_codes, in that order), each leading to the verify page. */
export function PlanPicker({ nasCodes, to }: { nasCodes: readonly string[]; to: (plan: SimPackage) => string }) {
  const { t, i18n } = useTranslation('fortune');
  const lang = parseLang(i18n.language);
  const plans = usePostpaidPlans();
  if (!plans.data) return <p role="status">{plans.isError ? t('failed') : t('loading')}</p>;
  const offered = nasCodes.map((code) => plans.data.find((p) => p.nas_code === code)).filter((p): p is SimPackage => p !== undefined);
  if (offered.length === 0) return <p role="status">{t('choose.noPlans')}</p>;
  return (
    <ul className="ftn-plans">
      {offered.map((plan) => (
        <li key={plan.id} className="ftn-plan" data-testid="fortune-plan">
          <img src={`${basePath()}${plan.image.mobile}?lang=${lang}`} alt="" width={400} height={400} loading="lazy" style={{ width: '100%', height: 'auto', borderRadius: 8 }} />
          <h3>{plan.name[lang]}</h3>
          <p className="ftn-plan__price">
            <strong>{t('choose.baht', { price: formatPrice(plan.baseline) })}</strong>
            <span>{t('choose.perMonth')}</span>
          </p>
          <ul>
            {plan.highlights.map((h) => (
              <li key={h.en}>{h[lang]}</li>
            ))}
          </ul>
          <Link className="ftn-btn" to={to(plan)} aria-label={t('choose.choosePlanFor', { name: plan.name[lang] })}>
            {t('choose.choosePlan')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
