import type { ReactNode } from 'react';
import { FlowSteps, type FlowStep } from './flow-steps';

/** A home-internet page: its title, where it is in the flow, and its content. */
export function PageShell({ title, step, children, testId, intro }: { title: string; step?: FlowStep; children: ReactNode; testId?: string; intro?: ReactNode }) {
  return (
    <div className="page hi-page" data-testid={testId}>
      <h1 className="hi-title">{title}</h1>
      {step && <FlowSteps current={step} />}
      {intro && <p className="hi-intro">{intro}</p>}
      {children}
    </div>
  );
}

export function Loading({ text }: { text: string }) {
  return (
    <p className="hi-loading" role="status" aria-busy="true">
      {text}
    </p>
  );
}
