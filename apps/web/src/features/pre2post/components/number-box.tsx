import { useTranslation } from 'react-i18next';
import { formatPrice } from '@store/domain/money';
import type { Qualification } from '@store/domain/pre2post';
import { parseLang } from '@store/domain/lang';

/** The number being converted as the subscriber system tells it (masked), its package, its age and balance. */
export function NumberBox({ q }: { q: Qualification }) {
  const { t, i18n } = useTranslation('pre2post');
  const lang = parseLang(i18n.language);
  const s = q.subscriber;
  return (
    <section className="p2p-box p2p-number" aria-label={t('number.label')} data-testid="pre2post-number">
      <p className="p2p-number__main">
        <span className="p2p-muted">{t('number.label')}</span> <strong data-testid="pre2post-number-value">{q.mobile_number}</strong>
      </p>
      <p className="p2p-number__facts">
        <span>{t(`number.type.${s.type}`)}</span>
        <span>{s.package.title[lang]}</span>
        <span>{t('number.months', { count: s.months })}</span>
        <span>{s.balance < 0 ? t('number.owed', { amount: formatPrice(-s.balance) }) : t('number.balance', { amount: formatPrice(s.balance) })}</span>
      </p>
    </section>
  );
}
