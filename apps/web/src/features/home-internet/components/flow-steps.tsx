import { useTranslation } from 'react-i18next';

const STEPS = ['coverage', 'package', 'appointment', 'contact', 'confirm'] as const;
export type FlowStep = (typeof STEPS)[number];

/** Where the shopper is: coverage, package, installation date, contact and ID, confirm. */
export function FlowSteps({ current }: { current: FlowStep }) {
  const { t } = useTranslation('home-internet');
  const at = STEPS.indexOf(current);
  return (
    <ol className="hi-steps" aria-label={t('steps.label')}>
      {STEPS.map((step, i) => (
        <li key={step} className={`hi-steps__item${i < at ? ' is-done' : ''}${i === at ? ' is-current' : ''}`} aria-current={i === at ? 'step' : undefined}>
          <span className="hi-steps__dot" aria-hidden="true">
            {i < at ? '✓' : i + 1}
          </span>
          <span className="hi-steps__label">{t(`steps.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}
