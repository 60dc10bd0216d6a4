/** Settings shared by playwright.config.ts, the specs and the benchmarks. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3311);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The operator token the e2e server runs with (OPERATOR_TOKEN needs 16+ characters). */
export const OPERATOR_TOKEN = process.env.E2E_OPERATOR_TOKEN ?? 'e2e-operator-token-not-secret';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
