import { useTranslation } from 'react-i18next';
import { parseLang } from '@store/domain/lang';
import type { Privilege } from '../api/get-privileges';
import { dateText } from '../format';

/** Partner, validity and the tier that may claim a privilege. */
export function PrivilegeFacts({ privilege }: { privilege: Privilege }) {
  const { t, i18n } = useTranslation('loyalty');
  const lang = parseLang(i18n.language);
  const tier = t(`tiers.${privilege.min_tier}`);
  return (
    <dl className="loy-facts">
      <div>
        <dt>{t('privileges.partner')}</dt>
        <dd>{privilege.partner[lang]}</dd>
      </div>
      <div>
        <dt>{t('privileges.validity')}</dt>
        <dd>{t('privileges.validRange', { from: dateText(lang, privilege.valid_from), until: dateText(lang, privilege.valid_until) })}</dd>
      </div>
      <div>
        <dt>{t('privileges.tier')}</dt>
        <dd data-testid="privilege-tier">{privilege.min_tier === 'red' ? t('privileges.tierFrom', { tier }) : t('privileges.tierOnly', { tier })}</dd>
      </div>
    </dl>
  );
}

/** Where a privilege's product is bought: black-card offers through their verify page, partner products through the privilege verify page. */
export function buyPath(privilege: Privilege): string | null {
  if (!privilege.product) return null;
  if (privilege.line_kind === 'family_black_truecard') return `/online-store/blackcard/verify/${privilege.product.product_id}`;
  return `/online-store/privilege/verify/${privilege.product.product_id}/${privilege.product.variant_id}/${encodeURIComponent(privilege.id)}`;
}
