import type { Page } from '@playwright/test';
import { OPERATOR_TOKEN } from './support/env';
import { expect, test, saveScreenshot } from './support/fixtures';
import { texts, type Lang } from './support/locales';
import { signUp } from './support/sign-up';

/**
 * Students in the browser (issue 18, spec 2 /university/verify; decision 036): a signed-in shopper
 * finds the university in the searchable list, gives the student ID and Thai ID, confirms the OTP
 * sent to the student's mobile on the registry, and claims a vlearn offer with a billing address.
 * The offer is one per student: back on the page, the student is told it was claimed, and a second
 * claim is refused. Test students: README "Student registry (sandbox)".
 */

const auth = { authorization: `Bearer ${OPERATOR_TOKEN}` };

async function otpOf(page: Page, mobile: string): Promise<string> {
  const outbox = await page.request.get(`/api/dev/sms-outbox?to=${mobile}`, { headers: auth });
  return /\b(\d{6})\b/.exec(((await outbox.json()) as { data: { body: string }[] }).data[0].body)![1];
}

async function signUpAt(page: Page, lang: Lang, width: number) {
  await page.goto('/university/verify');
  await expect(page.getByTestId('university-sign-in')).toBeVisible();
  await signUp(page);
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await page.goto(`/university/verify?lang=${lang}`);
}

async function verify(page: Page, lang: Lang, s: { search: string; university: string; studentId: string; thaiId: string; mobile: string }) {
  const u = texts(lang, 'university');
  const form = page.getByTestId('university-check');
  await form.getByLabel(u('verify.search')).fill(s.search);
  const list = form.getByTestId('university-list');
  // The search hides the others (Mahidol matches neither search).
  await expect(list.getByRole('radio', { name: /Mahidol|มหิดล/ })).toHaveCount(0);
  await list.getByRole('radio', { name: new RegExp(s.university) }).check();
  // A wrong check digit is caught as typed.
  await form.getByLabel(u('verify.thaiId')).fill(s.thaiId.slice(0, 12) + String((Number(s.thaiId[12]) + 1) % 10));
  await expect(form.getByText(u('errors.thai_id_checksum'))).toBeVisible();
  await form.getByLabel(u('verify.thaiId')).fill(s.thaiId);
  await form.getByLabel(u('verify.studentId')).fill(s.studentId);
  await form.getByRole('button', { name: u('verify.sendOtp') }).click();
  const otp = page.getByTestId('university-otp');
  await expect(otp.getByRole('status')).toContainText(s.mobile.slice(-4), { timeout: 15_000 });
  await expect(otp.getByRole('status')).not.toContainText(s.mobile);
  await otp.getByLabel(u('otp.code')).fill(await otpOf(page, s.mobile));
  await otp.getByRole('button', { name: u('otp.confirm') }).click();
  await expect(page.getByTestId('university-student')).toContainText(u('student.verified'), { timeout: 15_000 });
}

async function claimInPage(page: Page, lang: Lang, offerName: string) {
  const u = texts(lang, 'university');
  const a = texts(lang, 'address');
  const form = page.getByTestId('university-claim');
  await form.getByRole('button', { name: u('claim.submit') }).click();
  await expect(form.getByTestId('university-claim-error')).toHaveText(u('errors.offer_required'));
  await form.getByRole('radio', { name: new RegExp(offerName) }).check();
  await form.getByLabel(a('fields.recipient_name')).fill(lang === 'th' ? 'นภัส ใจดี' : 'Pimchanok Rakdee');
  await form.getByLabel(a('fields.phone')).fill('0812345678');
  await form.getByLabel(a('fields.address_line')).fill(lang === 'th' ? '254 ถนนพญาไท' : '2 Prachan Road');
  await form.getByLabel(a('fields.postcode')).fill('10330');
  const subdistrict = form.getByLabel(a('fields.subdistrict'));
  await expect(subdistrict).toBeEnabled();
  await subdistrict.selectOption({ index: 1 });
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/register-campaign/vlearn') && r.request().method() === 'POST');
  await form.getByRole('button', { name: u('claim.submit') }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  const order = ((await response.json()) as { data: { order_number: string } }).data.order_number;
  const done = page.getByTestId('university-claimed');
  await expect(done).toContainText(u('claim.done'), { timeout: 15_000 });
  await expect(done).toContainText(u('claim.doneText', { order }));
  return { order, body: response.request().postDataJSON() as object };
}

test('a student verifies and claims a vlearn offer once; back on the page the claim is shown and no second one is offered (Thai, 375 px)', async ({ page }) => {
  test.setTimeout(120_000);
  const lang = 'th';
  const u = texts(lang, 'university');
  await signUpAt(page, lang, 375);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(u('title'));
  await verify(page, lang, { search: 'จุฬา', university: 'จุฬาลงกรณ์มหาวิทยาลัย', studentId: '6530000121', thaiId: '3100600123450', mobile: '0862000001' });
  await saveScreenshot(page, 'test-results/university/university-th-375-verified.png', { fullPage: true });
  const { order } = await claimInPage(page, lang, 'วีเลิร์น 199');
  await saveScreenshot(page, 'test-results/university/university-th-375-claimed.png', { fullPage: true });
  await page.reload();
  const already = page.getByTestId('university-already-claimed');
  await expect(already).toContainText(u('claim.alreadyTitle'), { timeout: 15_000 });
  await expect(already).toContainText(u('claim.alreadyText', { order }));
  await expect(page.getByTestId('university-claim')).toHaveCount(0);
});

test('a student claims a vlearn offer once and a second claim is refused, with the reason (English, 1280 px)', async ({ page }) => {
  test.setTimeout(120_000);
  const lang = 'en';
  const u = texts(lang, 'university');
  await signUpAt(page, lang, 1280);
  // Refusals say why: a graduate is not studying now.
  const form = page.getByTestId('university-check');
  await form.getByLabel(u('verify.search')).fill('chula');
  await form.getByRole('radio', { name: /Chulalongkorn University/ }).check();
  await form.getByLabel(u('verify.studentId')).fill('5830000555');
  await form.getByLabel(u('verify.thaiId')).fill('3100600567897');
  await form.getByRole('button', { name: u('verify.sendOtp') }).click();
  await expect(form.getByTestId('university-check-error')).toHaveText(u('errors.student_not_enrolled'), { timeout: 15_000 });
  await form.getByLabel(u('verify.search')).fill('');

  await verify(page, lang, { search: 'thammasat', university: 'Thammasat University', studentId: '6401000222', thaiId: '3100600234561', mobile: '0862000002' });
  const { order, body } = await claimInPage(page, lang, 'vLearn 299');
  await saveScreenshot(page, 'test-results/university/university-en-1280-claimed.png', { fullPage: true });

  // A second claim for the same student (another tab or device) is refused by the server.
  const again = await page.request.post('/api/register-campaign/vlearn', {
    headers: { 'idempotency-key': `e2e-second-claim-${Date.now()}`, origin: new URL(page.url()).origin },
    data: { ...body, offer_id: 'VLEARN-199' },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { code: string } }).error.code).toBe('vlearn_already_claimed');
  await page.reload();
  const already = page.getByTestId('university-already-claimed');
  await expect(already).toContainText(u('claim.alreadyTitle'), { timeout: 15_000 });
  await expect(already).toContainText(u('claim.alreadyText', { order }));
  await saveScreenshot(page, 'test-results/university/university-en-1280-already.png', { fullPage: true });
});
