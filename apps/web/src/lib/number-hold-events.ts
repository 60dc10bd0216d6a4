/** The window event fired when this tab changes the stored holds (number-holds.ts); tiny so the chrome can listen without loading the store. */
export const HOLDS_CHANGED_EVENT = 'number-holds-changed';
