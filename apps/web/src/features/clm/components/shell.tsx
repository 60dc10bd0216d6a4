import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { parseLang } from '@store/domain/lang';
import { formatPrice } from '@store/domain/money';

/** A CLM page: its title, the preview ribbon on preview pages, its content. */
export function PageShell({ title, preview, children, testId }: { title: string; preview?: boolean; children: ReactNode; testId?: string }) {
  const { t } = useTranslation('clm');
  return (
    <div className={`page clm-page${preview ? ' clm-page--preview' : ''}`} data-testid={testId}>
      {preview && (
        <p className="clm-preview-ribbon" data-testid="clm-preview-ribbon">
          <strong>{t('preview.badge')}</strong> {t('preview.note')}
        </p>
      )}
      <h1 className="clm-title">{title}</h1>
      {children}
    </div>
  );
}

export function Loading() {
  const { t } = useTranslation('clm');
  return (
    <p className="clm-loading" role="status" aria-busy="true">
      {t('loading')}
    </p>
  );
}

/** Upgrade steps: number, package, confirm. */
export function Steps({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation('clm');
  return (
    <ol className="clm-steps" aria-label={t('steps.label')}>
      {[1, 2, 3].map((n) => (
        <li key={n} className={`clm-steps__item${n < current ? ' is-done' : ''}${n === current ? ' is-current' : ''}`} aria-current={n === current ? 'step' : undefined}>
          <span className="clm-steps__dot">{n < current ? '✓' : n}</span>
          <span>{t(`steps.s${n}`)}</span>
        </li>
      ))}
    </ol>
  );
}

/** A monthly amount: "699.00 บาท/เดือน". */
export function useMoney() {
  const { t } = useTranslation('clm');
  return {
    monthly: (satang: number) => t('money.monthly', { price: formatPrice(satang) }),
    difference: (satang: number) => (satang === 0 ? t('money.same') : t(satang > 0 ? 'money.more' : 'money.less', { price: formatPrice(Math.abs(satang)) })),
  };
}

/** A date in Bangkok time, in the shopper's language. */
export function useDate() {
  const { i18n } = useTranslation();
  const lang = parseLang(i18n.language);
  return (iso: string) => new Date(iso).toLocaleDateString(lang === 'th' ? 'th-TH' : 'en-GB', { timeZone: 'Asia/Bangkok', day: 'numeric', month: 'long', year: 'numeric' });
}

export function useLang() {
  const { i18n } = useTranslation();
  return parseLang(i18n.language);
}

/** The preview's call to action: become a subscriber (mobile) or check home-internet coverage. */
export function PreviewCta({ kind }: { kind: 'mobile' | 'home' }) {
  const { t } = useTranslation('clm');
  return (
    <section className="clm-box clm-cta" data-testid="clm-preview-cta" aria-labelledby="clm-cta-title">
      <h2 id="clm-cta-title" className="clm-subtitle">
        {t(`preview.cta.${kind}.title`)}
      </h2>
      <p>{t(`preview.cta.${kind}.text`)}</p>
      <p className="clm-actions">
        <Link className="clm-btn" to={kind === 'mobile' ? '/prepaid-and-postpaid-sim' : '/trueonline/coverage'}>
          {t(`preview.cta.${kind}.button`)}
        </Link>
      </p>
    </section>
  );
}
