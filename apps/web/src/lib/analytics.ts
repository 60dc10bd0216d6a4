/** The data-layer events of spec 7 (analytics). */
export type TrackEvent = 'track_event' | 'header_category' | 'header_button' | 'click_category_menu' | 'footer_category' | 'session_timeout';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes `{ event, ...payload }` to `window.dataLayer`, creating the array when a tag manager has not. */
export function track(event: TrackEvent, payload: Record<string, unknown> = {}): void {
  (window.dataLayer ??= []).push({ event, ...payload });
}
