/** Settings shared by playwright.config.ts, the specs and the benchmarks. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3311);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The operator token the e2e server runs with (OPERATOR_TOKEN needs 16+ characters). */
export const OPERATOR_TOKEN = process.env.E2E_OPERATOR_TOKEN ?? 'e2e-operator-token-not-secret';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Features Chromium runs without: Playwright's own list (playwright-core's chromiumSwitches, 1.65),
 * since Chromium keeps only the last --disable-features it is given, and the omnibox popup's WebUI,
 * which the full headless browser loads in a renderer of its own for every new window, a page that
 * no test sees: 16 % of the CPU of the browser tests (docs/decisions/051). After a Playwright
 * upgrade, compare its list with `ps -o args` of a launched browser.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];
