import { useTranslation } from 'react-i18next';

const QUESTIONS = ['time', 'pin', 'prepaid', 'postpaid', 'service', 'cancel', 'refused'] as const;

/** The questions shoppers ask about porting a number in, each opened on its own. */
export function Questions() {
  const { t } = useTranslation('mnp');
  return (
    <section className="mnp-faq" aria-labelledby="mnp-faq-title">
      <h2 id="mnp-faq-title" className="mnp-subtitle">
        {t('faq.title')}
      </h2>
      {QUESTIONS.map((q) => (
        <details key={q} className="mnp-faq__item">
          <summary>{t(`faq.${q}.q`)}</summary>
          <p>{t(`faq.${q}.a`)}</p>
        </details>
      ))}
    </section>
  );
}
