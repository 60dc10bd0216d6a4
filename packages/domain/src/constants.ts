/** Business constants of spec section 9, named once. */
export const CAMPAIGN_STORAGE_MS = 604_800_000; // 7 days
export const LUCKY_NUMBER_HOLD_MS = 1_800_000; // 30 minutes
export const SWB_HOLD_IGNORE_ABOVE_MS = 7_200_000; // 2 hours
export const TIMER_MAX_MS = 2_147_483_647;
export const SUCCESSFUL_LOGIN_STATUS_CODES = [0, 200] as const;

export const BOTTOM_MENU_MAX_ENTRIES = 15;
export const BOTTOM_MENU_SCROLL_STEP_PX = 460;
export const BOTTOM_MENU_SCROLL_MS = 500;
export const BOTTOM_MENU_MAX_WIDTH_PX = 1280;

export const SCROLL_BOTTOM_THRESHOLD_PX = 25;
export const DIALOG_WIDTHS_PX = { default: 600, terms: 700, delete: 480, newAddress: 640, contact: 360 } as const;
export const BREAKPOINTS_PX = { desktop: 1000, tablet: 860, phone: 575 } as const;
export const PAGE_MAX_WIDTH_PX = 1100;

export const HEADER_IMPORT_RETRIES = { count: 3, delayMs: 500 } as const;
export const CHAT_RETRIES = { count: 3, delayMs: 1000 } as const;
export const CONTACT_CALLBACK_FLAG_DELAY_MS = 1000;
export const CONTACT_LABEL_HIDE_SCROLL_PX = 50;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
