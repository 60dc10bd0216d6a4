import type { FortuneProfile } from '@store/domain/fortune';
import { formatMsisdn } from '@store/domain/phone';
import type { NumerologyData, NumerologyReading } from '@store/domain/numerology';
import type { Db } from '../../db/client';
import { AppError, forbidden } from '../../lib/errors';
import type { EmailPort } from '../email/port';
import type { NumbersService } from '../numbers/service';
import { insertProphecySend, lockProphecySender, prophecySendsSince } from './prophecy-repository';
import { readFor } from './reading';

/** One reading e-mailed a minute, ten a day, per shopper. */
export const PROPHECY_RESEND_AFTER_MS = 60_000;
export const PROPHECY_MAX_PER_DAY = 10;
const DAY_MS = 86_400_000;

type Lang = 'th' | 'en';

const WORDS = {
  th: {
    subject: (n: string) => `คำทำนายเบอร์ ${n}`,
    intro: (n: string) => `คำทำนายเบอร์ ${n} สำหรับคุณ`,
    grade: 'เกรด',
    group: 'กลุ่ม',
    sum: 'ผลรวม',
    pairs: 'ความหมายของคู่เลข',
    reasons: 'ทำไมเบอร์นี้จึงเหมาะหรือไม่เหมาะกับคุณ',
    repeat: '(ซ้ำ ไม่นับคะแนนอีก)',
    footer: 'คำทำนายนี้เป็นความเชื่อส่วนบุคคล โปรดใช้วิจารณญาณ',
  },
  en: {
    subject: (n: string) => `The reading of ${n}`,
    intro: (n: string) => `The reading of ${n} for you`,
    grade: 'Grade',
    group: 'Group',
    sum: 'Digit sum',
    pairs: 'What each pair of digits means',
    reasons: 'Why this number suits you, or not',
    repeat: '(a repeat, not counted again)',
    footer: 'Numerology is a belief; please use your own judgement.',
  },
} as const;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The message of a reading, in one language: plain text and the same as simple HTML. */
export function prophecyMessage(r: NumerologyReading, lang: Lang): { subject: string; text: string; html: string } {
  const w = WORDS[lang];
  const display = formatMsisdn(r.msisdn);
  const head = [
    w.intro(display),
    `${w.grade}: ${r.grade} (${r.grade_label[lang]})`,
    `${w.group}: ${r.group_title[lang]} · ${r.subgroup_title[lang]}`,
    `${w.sum} ${r.digit_sum}: ${r.sum_meaning.meaning[lang]}`,
  ];
  const pairs = r.pairs.map((p) => `${p.pair} (${p.planets[0][lang]} + ${p.planets[1][lang]}): ${p.meaning[lang]}${p.counted ? '' : ` ${w.repeat}`}`);
  const reasons = r.reasons.map((x) => `${x.polarity === 'bad' ? '✗' : x.polarity === 'good' ? '✓' : '·'} ${x[lang]}`);
  const text = [...head, '', w.pairs, ...pairs, '', w.reasons, ...reasons, '', w.footer].join('\n');
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
  const html = `<h1>${esc(head[0])}</h1><p>${head.slice(1).map(esc).join('<br>')}</p><h2>${esc(w.pairs)}</h2>${list(pairs)}<h2>${esc(w.reasons)}</h2>${list(reasons)}<p><small>${esc(w.footer)}</small></p>`;
  return { subject: w.subject(display), text, html };
}

/**
 * E-mails the full reading of a number (spec resend-email) through the e-mail port (the outbox by
 * default). Only for a number the shopper holds or bought (403 prophecy_not_yours), one a minute and
 * ten a day (429 prophecy_email_too_soon / prophecy_email_limit, details.retry_after_s). The birth
 * data is used for the reading and not kept; the address is not kept either (the outbox has the message).
 */
export async function emailProphecy(
  db: Db,
  deps: { numbers: NumbersService; email: EmailPort; data: NumerologyData },
  input: { userId: string; body: FortuneProfile & { number: string; email: string; lang: Lang } },
  now = new Date(),
): Promise<{ sent_to: string; number: string }> {
  const { body } = input;
  const reading = readFor(body.number, body, deps.data);
  const found = await deps.numbers.lookup(db, body.number);
  if (!found || found.owner !== input.userId) throw forbidden('prophecy_not_yours', 'The reading is e-mailed for a number you hold or bought.');

  await db.transaction(async (tx) => {
    await lockProphecySender(tx, input.userId);
    const sends = await prophecySendsSince(tx, input.userId, new Date(now.getTime() - DAY_MS));
    const last = sends[0]?.getTime();
    if (last !== undefined && now.getTime() - last < PROPHECY_RESEND_AFTER_MS)
      throw new AppError('rate_limited', 'prophecy_email_too_soon', 'Please wait a minute before asking again.', {
        retry_after_s: Math.ceil((last + PROPHECY_RESEND_AFTER_MS - now.getTime()) / 1000),
      });
    if (sends.length >= PROPHECY_MAX_PER_DAY)
      throw new AppError('rate_limited', 'prophecy_email_limit', 'You have asked for this e-mail many times today. Please try again tomorrow.', {
        retry_after_s: Math.ceil((sends[sends.length - 1].getTime() + DAY_MS - now.getTime()) / 1000),
      });
    await insertProphecySend(tx, input.userId, body.number, now);
  });
  const message = prophecyMessage(reading, body.lang);
  await deps.email.send({ to: body.email, ...message, purpose: 'prophecy' });
  return { sent_to: maskEmail(body.email), number: body.number };
}

/** a***@example.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
