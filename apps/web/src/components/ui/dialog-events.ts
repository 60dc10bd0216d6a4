/**
 * Window events of the dialog (spec 4). Each is a CustomEvent whose detail is `{ name }`, the
 * dialog's name option ('' when none). Listen with `window.addEventListener(DIALOG_EVENTS.closing, ...)`.
 */
export const DIALOG_EVENTS = {
  /** Closing: accepting terms is disabled again until the next scroll to the bottom. */
  disableAcceptTerms: 'dialog:disable-accept-terms',
  /** Closing, after the dialog was hidden and page scroll was restored. */
  closing: 'dialog:closing',
  /** checkScrollBottom: the body came within 25 px of its bottom (every time). */
  scrollBottom: 'dialog:scroll-bottom',
  /** checkScrollBottom: the same, once per opening. */
  scrollBottomOnce: 'dialog:scroll-bottom-once',
} as const;

export type DialogEventName = (typeof DIALOG_EVENTS)[keyof typeof DIALOG_EVENTS];

/** Dispatches one dialog event on window. */
export function emitDialogEvent(event: DialogEventName, name: string): void {
  window.dispatchEvent(new CustomEvent(event, { detail: { name } }));
}
