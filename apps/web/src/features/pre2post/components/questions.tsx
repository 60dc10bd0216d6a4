import { useTranslation } from 'react-i18next';

const QUESTIONS = ['keepNumber', 'balance', 'when', 'ekyc', 'cost', 'cancel'] as const;

/** The questions shoppers ask about the change (spec 7 /q_and_a/config: page texts here, docs/api-map.md), each opened on its own. */
export function Questions() {
  const { t } = useTranslation('pre2post');
  return (
    <section className="p2p-faq" aria-labelledby="p2p-faq-title">
      <h2 id="p2p-faq-title" className="p2p-subtitle">
        {t('faq.title')}
      </h2>
      {QUESTIONS.map((q) => (
        <details key={q} className="p2p-faq__item">
          <summary>{t(`faq.${q}.q`)}</summary>
          <p>{t(`faq.${q}.a`)}</p>
        </details>
      ))}
    </section>
  );
}
