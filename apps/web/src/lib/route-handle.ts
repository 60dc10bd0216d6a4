import { createContext, useContext } from 'react';
import type { Params } from 'react-router';

/**
 * What a route tells the shared chrome (React Router's `handle`). `focusedTask`: a step the shopper
 * should finish without distraction (checkout, payment, the verify page with its OTP), where the
 * floating chat and call-back buttons are not shown (issue 13).
 */
export interface RouteHandle {
  focusedTask?: boolean;
  /** Starts the page's data while its chunk loads (the page's largest paint waits on both). */
  prefetch?: (params: Params) => void;
}

export const FOCUSED_TASK: RouteHandle = { focusedTask: true };

/** Whether the page now shown is a focused task. */
export const isFocusedTask = (matches: readonly RouteMatch[]) => matches.some((m) => (m.handle as RouteHandle | undefined)?.focusedTask === true);

/** A route of the page now shown, outermost first: its id (the spec's route name), path so far, params and handle. */
export interface RouteMatch {
  id: string;
  pathname: string;
  params: Params;
  handle: unknown;
}

/** The matches of the page now shown (app/route-runtime.tsx provides them). */
export const RouteMatchesContext = createContext<readonly RouteMatch[]>([]);

/** The routes of the page now shown, outermost first; the last one's id is the route name. */
export const useRouteMatches = () => useContext(RouteMatchesContext);
