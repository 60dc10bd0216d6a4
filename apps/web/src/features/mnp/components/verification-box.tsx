import { useTranslation } from 'react-i18next';
import type { MnpVerification } from '@store/domain/mnp';
import { parseLang } from '@store/domain/lang';

/** The number being moved as the verification tells it (masked), where it comes from and the holder's ID (masked). */
export function VerificationBox({ v }: { v: MnpVerification }) {
  const { t, i18n } = useTranslation('mnp');
  const lang = parseLang(i18n.language);
  return (
    <section className="mnp-box mnp-number" aria-label={t('number.label')} data-testid="mnp-number">
      <p className="mnp-number__main">
        <span className="mnp-muted">{t('number.label')}</span> <strong data-testid="mnp-number-value">{v.mobile_number}</strong>
      </p>
      <p className="mnp-number__facts">
        <span>{t('number.from', { donor: v.donor.name[lang] })}</span>
        <span>{t(`number.type.${v.donor_type}`)}</span>
        <span>{t('number.holder', { id: v.thai_id })}</span>
        {v.pin_verified && <span className="mnp-ok">{t('number.pinOk')}</span>}
      </p>
    </section>
  );
}
