import { DONOR_NAMES, OPEN_PORTING_REQUEST_STATES } from '@store/domain/mnp';
import type { DevPortingNumber, PortingClock, PortingPinSent } from '@store/domain/porting';
import { isThaiNationalId, maskMobile, maskThaiId, normalizeThaiId } from '@store/domain/thai-id';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../lib/errors';
import type { SimService } from '../sim/plugin';
import type { PortingPort, PortingRequestRecord, PortingSandbox, PortingSubmitInput } from './port';

export type { PortingRequestRecord, PortingSubmitInput } from './port';

/** Called in the transaction that moved the request (embedded) or recorded its change (remote); must be idempotent. */
export type PortingChangeListener = (tx: Db, record: PortingRequestRecord) => Promise<void>;

/** The PIN SMS, as the donor sends it (the PIN only in the message, never in a log or an answer). */
function pinMessage(donor: keyof typeof DONOR_NAMES, pin: string, lang: 'th' | 'en'): string {
  const name = DONOR_NAMES[donor][lang];
  return lang === 'th'
    ? `${name}: รหัส PIN สำหรับย้ายค่ายของคุณคือ ${pin} ใช้ได้ถึงเที่ยงคืนวันนี้ อย่าบอกรหัสนี้กับผู้อื่น ยกเว้นผู้ให้บริการที่คุณจะย้ายไป`
    : `${name}: your number porting PIN is ${pin}, valid until midnight tonight (Bangkok time). Give it only to the operator you are moving to.`;
}

const sandboxOff = () => notFound('porting_sandbox_off', 'The porting sandbox is off: the store talks to the national clearinghouse.');

/**
 * The porting module's service (`app.porting`): the clearinghouse behind its port (the embedded
 * sandbox or a remote one), the listeners told of every request's state change (`onChange`, called
 * in the transaction of the change by `sweep`), and the sandbox's own operations for testers (the
 * holder's PIN by SMS, the test numbers, the clock).
 */
export function createPorting(deps: { port: PortingPort; controls: PortingSandbox | null; sim: Pick<SimService, 'sendSms'> }) {
  const { port, controls } = deps;
  const listeners: PortingChangeListener[] = [];
  const sandbox = () => {
    if (!controls) throw sandboxOff();
    return controls;
  };

  const service = {
    /** True while the embedded sandbox is in use. */
    sandbox: port.sandbox,
    /** The clearinghouse's "now" (ahead of the real time when the sandbox clock was moved). */
    now: () => port.now(),

    /** Which other operator holds the number (null: none). */
    lookup: (msisdn: string) => port.lookup(msisdn),
    /** verify-pin-code: 422 porting_pin_invalid {attempts_left}, 410 porting_pin_expired, 429 porting_pin_locked, 404 porting_pin_not_found. */
    checkPin: (msisdn: string, pin: string) => port.checkPin(msisdn, pin),
    /** 409 porting_in_progress, 504 porting_timeout, 503 porting_busy, 404 porting_number_unknown; the same reference answers the same request. */
    submit: (input: PortingSubmitInput, tx?: Db) => port.submit(input, tx),
    get: (id: string) => port.get(id),
    /** 409 porting_not_cancellable once scheduled; a cancelled one is returned as it is. */
    cancel: (id: string, tx?: Db) => port.cancel(id, tx),

    onChange(listener: PortingChangeListener): void {
      listeners.push(listener);
    },

    /** Moves due requests along (the sweeper, the clock route and tests) and tells the listeners; returns how many changed. */
    sweep(): Promise<number> {
      return port.advance(async (tx, record) => {
        for (const listener of listeners) await listener(tx, record);
      });
    },

    /** POST /dev/porting/pins: the holder's PIN request (*151*<ID>#); the PIN goes by SMS to the number only. */
    async requestPin(input: { msisdn: string; thaiId: string; lang: 'th' | 'en' }): Promise<PortingPinSent> {
      const c = sandbox();
      const thaiId = normalizeThaiId(input.thaiId);
      if (!isThaiNationalId(thaiId)) throw invalid('thai_id_invalid', 'This is not a valid Thai national ID number.');
      const issued = await c.issuePin(input.msisdn, thaiId);
      await deps.sim.sendSms({ to: input.msisdn, body: pinMessage(issued.donor, issued.pin, input.lang), purpose: 'porting_pin' });
      return { mobile_number: maskMobile(input.msisdn), expires_at: issued.expiresAt.toISOString() };
    },

    /** GET /dev/porting/numbers: the sandbox's numbers, holder IDs masked. */
    async testNumbers(): Promise<DevPortingNumber[]> {
      const rows = await sandbox().numbers();
      return rows.map((r) => ({
        mobile_number: r.msisdn,
        donor: r.donor,
        type: r.type,
        holder_thai_id: maskThaiId(`000000000${r.holderIdLast4}`),
        registered: r.registered,
        bill_outstanding: r.billOutstanding,
        active: r.active,
        never_answers: r.neverAnswers,
        notes: r.notes,
        state: r.portedOutAt ? 'ported_out' : r.requestState && OPEN_PORTING_REQUEST_STATES.includes(r.requestState) ? 'porting' : 'with_donor',
        request_state: r.requestState,
        ported_out_at: r.portedOutAt?.toISOString() ?? null,
      }));
    },

    /** POST /dev/porting/clock: moves the sandbox clock ahead, then moves due requests along at once. */
    async advanceClock(minutes: number): Promise<PortingClock> {
      const c = sandbox();
      const now = await c.advanceClock(minutes * 60_000);
      const changed = await service.sweep();
      return { now: now.toISOString(), offset_minutes: Math.round((await c.offsetMs()) / 60_000), changed };
    },
  };
  return service;
}

export type PortingService = ReturnType<typeof createPorting>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The porting module's service (issue 16): the national clearinghouse and the other operators. */
    porting: PortingService;
  }
}
