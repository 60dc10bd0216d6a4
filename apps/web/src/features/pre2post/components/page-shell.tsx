import type { ReactNode } from 'react';
import { FlowSteps, type FlowStep } from './flow-steps';

/** A pre2post page: its title, where it is in the flow, and its content. */
export function PageShell({ title, step, children, testId }: { title: string; step?: FlowStep; children: ReactNode; testId?: string }) {
  return (
    <div className="page p2p-page" data-testid={testId}>
      <h1 className="p2p-title">{title}</h1>
      {step && <FlowSteps current={step} />}
      {children}
    </div>
  );
}

export function Loading({ text }: { text: string }) {
  return (
    <p className="p2p-loading" role="status" aria-busy="true">
      {text}
    </p>
  );
}
