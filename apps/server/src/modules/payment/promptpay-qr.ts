import generatePayload from 'promptpay-qr';
import QRCode from 'qrcode';
import type { Satang } from '@store/domain/money';
import { parseEmvFields, parsePromptPayTarget, promptPayAmount } from '@store/domain/promptpay';

/**
 * A dynamic PromptPay payload (EMVCo fields 00, 01=12, 29, 53, 54, 58, 63) for a mobile number or a
 * 13-digit ID and an amount in satang, written by `promptpay-qr` and read back before it is used.
 */
export function promptPayPayload(promptPayId: string, amount: Satang): string {
  const target = parsePromptPayTarget(promptPayId);
  if (!target) throw new RangeError('not a PromptPay ID (a Thai mobile number or a valid 13-digit ID)');
  const text = promptPayAmount(amount);
  const payload = generatePayload(target.id, { amount: Number(text) });
  // The package takes baht as a float; make sure the amount it wrote is ours to the satang.
  if (parseEmvFields(payload).find((f) => f.id === '54')?.value !== text) throw new Error('PromptPay payload amount mismatch');
  return payload;
}

/** The QR image of a payload as an SVG data URL (works under the CSP's img-src data:). */
export async function qrSvgDataUrl(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The QR a shopper scans, from a charge's scannable code: drawn here from its EMVCo text when the
 * gateway gives the text (the sandbox), else the gateway's own picture (Omise's image document).
 */
export async function scannableQr(code: { payload: string | null; image_uri: string | null } | null | undefined): Promise<{ payload: string | null; image: string } | null> {
  if (code?.payload) return { payload: code.payload, image: await qrSvgDataUrl(code.payload) };
  if (code?.image_uri) return { payload: null, image: code.image_uri };
  return null;
}
