import { useTranslation } from 'react-i18next';
import type { BundleCampaign } from '@store/domain/bundles';
import { useMoney } from './shell';

/** Who can take a campaign, in words (from its rules). */
export function Rules({ campaign }: { campaign: BundleCampaign }) {
  const { t } = useTranslation('bundles');
  const money = useMoney();
  const r = campaign.rules;
  const byNumber = campaign.kind === 'device_bundle_existing' || campaign.kind === 'device_bundle_prepaid';
  return (
    <section className="bnd-box" aria-labelledby="bnd-rules">
      <h2 id="bnd-rules" className="bnd-subtitle">
        {t('bundle.rules')}
      </h2>
      <ul className="bnd-list">
        {byNumber && <li>{t('bundle.rule.types', { types: r.types.map((x) => t(`bundle.rule.${x}`)).join(', ') })}</li>}
        {byNumber && r.min_months > 0 && <li>{t('bundle.rule.months', { months: r.min_months })}</li>}
        {byNumber && r.min_rc > 0 && (
          <li>
            {t('bundle.rule.rc', { amount: money(r.min_rc) })}
            {r.families.length > 0 && ` ${t('bundle.rule.families', { families: r.families.join(', ') })}`}
          </li>
        )}
        {byNumber && r.no_overdue && <li>{t('bundle.rule.noOverdue')}</li>}
        {byNumber && (r.active_only || r.not_blacklisted) && <li>{t('bundle.rule.active')}</li>}
        <li>{byNumber ? t('bundle.rule.onePerNumber') : t('bundle.rule.onePerId')}</li>
      </ul>
    </section>
  );
}
