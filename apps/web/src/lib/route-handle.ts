import type { UIMatch } from 'react-router';

/**
 * What a route tells the shared chrome (React Router's `handle`). `focusedTask`: a step the shopper
 * should finish without distraction (checkout, payment, the verify page with its OTP), where the
 * floating chat and call-back buttons are not shown (issue 13).
 */
export interface RouteHandle {
  focusedTask?: boolean;
}

export const FOCUSED_TASK: RouteHandle = { focusedTask: true };

/** Whether the page now shown is a focused task. */
export const isFocusedTask = (matches: UIMatch[]) => matches.some((m) => (m.handle as RouteHandle | undefined)?.focusedTask === true);
