import type { Page } from '@playwright/test';
import { expect, test, saveScreenshot } from './support/fixtures';
import { signInToConsole } from './support/console';

/** The operator console's packages and menus (issue 20 part D) in Thai and English. */
const shot = (page: Page, name: string) => saveScreenshot(page, `test-results/admin-plans-${name}.png`, { fullPage: true });

test("a merchandiser changes a SIM package's price and the storefront's package list shows it (English, 1280 px)", async ({ page }) => {
  test.setTimeout(120_000);
  await signInToConsole(page, ['merchandiser'], 'en');
  const shelf = (await (await page.request.get('/api/sim/packages?sim_type=postpaid&section=wemall')).json()) as { data: { id: number; nas_code: string }[] };
  const pkg = shelf.data[0];
  await page.getByRole('menu').getByRole('menuitem', { name: 'SIM packages' }).click();
  await page.getByLabel('Search').fill(pkg.nas_code);
  // The search is applied after a pause; wait until only that package is listed, then open it.
  await expect(page.getByRole('row')).toHaveCount(2, { timeout: 15_000 });
  await page.getByRole('cell', { name: pkg.nas_code, exact: true }).click();
  const price = page.getByRole('spinbutton', { name: 'Price', exact: true });
  await expect(price).toBeVisible({ timeout: 15_000 });
  await price.fill('567');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible({ timeout: 15_000 });
  await shot(page, 'sim-package-en-1280');

  await page.goto('/packages?lang=en');
  await expect(page.getByText(/567/).first()).toBeVisible({ timeout: 15_000 });
});

test('an editor edits a main-menu entry, previews it in both languages and publishes it (Thai, 1280 px)', async ({ page }) => {
  test.setTimeout(120_000);
  await signInToConsole(page, ['content_editor'], 'th');
  await page.goto('/admin/#/content/main-menu');
  const title = page.locator('input[name="draft.0.title.th"]');
  await expect(title).toBeVisible({ timeout: 15_000 });
  // Submenus are drawn as nested lists.
  await expect(page.locator('input[name="draft.0.sub_menu.0.title.th"]').or(page.locator('input[name="draft.1.sub_menu.0.title.th"]')).first()).toBeAttached();
  await title.fill('ดีลเด็ดประจำสัปดาห์');
  await page.locator('input[name="draft.0.title.en"]').fill('Deals of the week');
  await expect(page.getByTestId('content-preview-th')).toContainText('ดีลเด็ดประจำสัปดาห์');
  await expect(page.getByTestId('content-preview-en')).toContainText('Deals of the week');
  await page.getByRole('button', { name: 'บันทึกฉบับร่าง' }).click();
  await expect(page.getByRole('button', { name: 'เผยแพร่' })).toBeVisible({ timeout: 15_000 });
  const before = (await (await page.request.get('/api/content/main-menu')).json()) as { data: { title: { th: string } }[] };
  expect(before.data[0].title.th).not.toBe('ดีลเด็ดประจำสัปดาห์');
  await shot(page, 'main-menu-th-1280');
  await page.getByRole('button', { name: 'เผยแพร่' }).click();
  await expect(page.getByText('เผยแพร่แล้ว ลูกค้าเห็นทันที')).toBeVisible({ timeout: 15_000 });
  await page.goto('/');
  await expect(page.getByText('ดีลเด็ดประจำสัปดาห์').first()).toBeVisible({ timeout: 15_000 });
  await page.goto('/?lang=en');
  await expect(page.getByText('Deals of the week').first()).toBeVisible({ timeout: 15_000 });
});

/** The places a new coverage area goes to: Trat's island subdistricts (province-wide VDSL, no other test checks them); a retry takes the next. */
const ISLANDS = [
  { th: { district: 'เกาะกูด', subdistrict: 'เกาะหมาก' }, en: { district: 'Ko Kut', subdistrict: 'Ko Mak' }, code: 230601 },
  { th: { district: 'เกาะกูด', subdistrict: 'เกาะกูด' }, en: { district: 'Ko Kut', subdistrict: 'Ko Kut' }, code: 230602 },
];

test('a merchandiser creates a SIM DIY option and a coverage area; the DIY page and the coverage check have them at once (Thai, 1280 px)', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36);
  await signInToConsole(page, ['merchandiser'], 'th');

  // A data option: the DIY page offers it on its next load.
  await page.getByRole('menu').getByRole('menuitem', { name: 'ตัวเลือกซิม DIY' }).click();
  await page.getByRole('link', { name: 'สร้าง' }).click();
  const id = `data-e2e-${suffix}`;
  await page.getByRole('textbox', { name: 'รหัส' }).fill(id);
  await page.getByRole('textbox', { name: 'ชื่อ (ไทย)' }).fill(`เน็ต 150GB ${suffix}`);
  await page.getByRole('textbox', { name: 'ชื่อ (อังกฤษ)' }).fill(`150GB data ${suffix}`);
  await page.getByRole('spinbutton', { name: 'ราคาต่อเดือน' }).fill('490');
  await page.getByRole('spinbutton', { name: 'เน็ต (GB)' }).fill('150');
  await shot(page, 'diy-option-create-th');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('สร้างแล้ว')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`#/sim-diy-options/${id}$`));
  const diy = (await (await page.request.get('/api/sim/diy')).json()) as { data: { options: { id: string; kind: string; price: number; data_gb: number | null }[] } };
  expect(diy.data.options.find((o) => o.id === id)).toMatchObject({ kind: 'data', price: 49_000, data_gb: 150 });
  await page.goto('/online-store/sim-diy/postpaid');
  await expect(page.getByText(`เน็ต 150GB ${suffix}`)).toBeVisible({ timeout: 15_000 });

  // A coverage area for an island subdistrict of Trat (fixed wireless): its coverage check answers with it.
  const island = ISLANDS[testInfo.retry % ISLANDS.length];
  await page.goto('/admin/?lang=th#/hi-coverage/create');
  const choose = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await choose('จังหวัด', 'ตราด');
  await choose('อำเภอ / เขต', island.th.district);
  await choose('ตำบล / แขวง', island.th.subdistrict);
  await choose('เทคโนโลยี', 'ไร้สาย (FWA)');
  await page.getByRole('spinbutton', { name: 'ดาวน์โหลดสูงสุด (Mbps)' }).fill('300');
  await page.getByRole('spinbutton', { name: 'อัปโหลดสูงสุด (Mbps)' }).fill('50');
  await page.getByRole('spinbutton', { name: 'จำนวนพอร์ต' }).fill('40');
  await shot(page, 'hi-coverage-create-th');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('สร้างแล้ว')).toBeVisible({ timeout: 15_000 });
  const areaId = `hi-s${island.code}-fwa`;
  await expect(page).toHaveURL(new RegExp(`#/hi-coverage/${areaId}$`));
  await expect(page.getByText(`${island.th.subdistrict}, ${island.th.district}, ตราด`)).toBeVisible();
  const area = (await (await page.request.get(`/api/staff/home-internet/coverage/${areaId}`)).json()) as { data: { subdistrict_id: number; used: number; active: boolean } };
  expect(area.data).toMatchObject({ used: 0, active: true });
  const [place] = ((await (await page.request.get(`/api/address/suggestion/postcode?q=23000`)).json()) as { data: { id: number; postcode: string }[] }).data.filter(
    (s) => s.id === area.data.subdistrict_id,
  );
  const check = await page.request.post('/api/home-internet/service-qualifications', {
    headers: { origin: new URL(page.url()).origin },
    data: { subdistrict_id: place.id, postcode: place.postcode, house_no: '9', building_type: 'house' },
  });
  expect(check.status(), await check.text()).toBe(201);
  expect(((await check.json()) as { data: unknown }).data).toMatchObject({
    qualification_result: 'qualified',
    area_id: areaId,
    services: [{ technology: 'fwa', max_down_mbps: 300, max_up_mbps: 50 }],
  });
});

test('a merchandiser creates a home-internet package (a taken code is refused with its message); the package page lists it (English, 1280 px)', async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  await signInToConsole(page, ['merchandiser'], 'en');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Home-internet packages' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Code' }).fill('ftth-300');
  await page.getByRole('textbox', { name: 'Name (Thai)' }).fill(`ไฟเบอร์ 750/750 Mbps ${suffix}`);
  await page.getByRole('textbox', { name: 'Name (English)' }).fill(`Fiber 750/750 Mbps ${suffix}`);
  await page.getByRole('spinbutton', { name: 'Download (Mbps)' }).fill('750');
  await page.getByRole('spinbutton', { name: 'Upload (Mbps)' }).fill('750');
  await page.getByRole('spinbutton', { name: 'Monthly price' }).fill('849');
  await page.getByRole('textbox', { name: 'Router (Thai)' }).fill('เราเตอร์ Wi-Fi 7');
  await page.getByRole('textbox', { name: 'Router (English)' }).fill('Wi-Fi 7 router');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A home-internet package with this code exists already')).toBeVisible({ timeout: 15_000 });
  const id = `ftth-750-${suffix}`;
  await page.getByRole('textbox', { name: 'Code' }).fill(id);
  await shot(page, 'hi-package-create-en');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element created')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`#/hi-packages/${id}$`));

  const shelf = (await (await page.request.get('/api/home-internet/packages')).json()) as { data: { id: string; monthly_price: number; contract_months: number }[] };
  expect(shelf.data.find((p) => p.id === id)).toMatchObject({ monthly_price: 84_900, contract_months: 24 });
  const ftth300 = (await (await page.request.get('/api/home-internet/packages/ftth-300')).json()) as { data: { name: { en: string } } };
  expect(ftth300.data.name.en).not.toContain(suffix);
  await page.goto('/trueonline/package?lang=en');
  await expect(page.getByText(`Fiber 750/750 Mbps ${suffix}`)).toBeVisible({ timeout: 15_000 });
});
