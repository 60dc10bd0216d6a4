import { useTranslation } from 'react-i18next';

const STEPS = ['verify', 'plan', 'address', 'confirm'] as const;
export type FlowStep = (typeof STEPS)[number];

/** Where the shopper is in the conversion: check the number, pick a plan, billing address, confirm. */
export function FlowSteps({ current }: { current: FlowStep }) {
  const { t } = useTranslation('pre2post');
  const at = STEPS.indexOf(current);
  return (
    <ol className="p2p-steps" aria-label={t('steps.label')}>
      {STEPS.map((step, i) => (
        <li key={step} className={`p2p-steps__item${i < at ? ' is-done' : ''}${i === at ? ' is-current' : ''}`} aria-current={i === at ? 'step' : undefined}>
          <span className="p2p-steps__dot" aria-hidden="true">
            {i < at ? '✓' : i + 1}
          </span>
          <span className="p2p-steps__label">{t(`steps.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}
