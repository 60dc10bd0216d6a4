import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type FlowStep = 'number' | 'pin' | 'confirm';

/** Where the shopper is in the verify steps: the number (and its code), the PIN (not in two steps), the plan and confirm. */
export function FlowSteps({ current, withPin }: { current: FlowStep; withPin: boolean }) {
  const { t } = useTranslation('mnp');
  const steps: FlowStep[] = withPin ? ['number', 'pin', 'confirm'] : ['number', 'confirm'];
  const at = steps.indexOf(current);
  return (
    <ol className="mnp-steps" style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }} aria-label={t('steps.label')} data-testid="mnp-steps">
      {steps.map((step, i) => (
        <li key={step} className={`mnp-steps__item${i < at ? ' is-done' : ''}${i === at ? ' is-current' : ''}`} aria-current={i === at ? 'step' : undefined}>
          <span className="mnp-steps__dot" aria-hidden="true">
            {i < at ? '✓' : i + 1}
          </span>
          <span className="mnp-steps__label">{t(`steps.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}

/** A porting page: its title and content. */
export function PageShell({ title, intro, children, testId }: { title: string; intro?: string; children: ReactNode; testId?: string }) {
  return (
    <div className="page mnp-page" data-testid={testId}>
      <h1 className="mnp-title">{title}</h1>
      {intro && <p className="mnp-intro">{intro}</p>}
      {children}
    </div>
  );
}

export function Loading({ text }: { text: string }) {
  return (
    <p className="mnp-loading" role="status" aria-busy="true">
      {text}
    </p>
  );
}
