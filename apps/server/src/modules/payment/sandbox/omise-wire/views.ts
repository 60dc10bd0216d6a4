import type { GatewayCard, GatewayCharge, GatewayRefund, GatewaySource } from '../../gateway';

/**
 * The sandbox's objects as Omise's API shows them (docs.omise.co: charges, sources, tokens,
 * customers, refunds, events): `object`, `livemode`, `location`, lists as `{ object: 'list', data }`,
 * absolute `authorize_uri`, Omise's failure codes, and a PromptPay source's QR as a `barcode` with
 * an image `document`.
 */
export interface WireContext {
  /** Where the sandbox's pages (3-D Secure, pay-later approval) are served: the store's origin. */
  pagesOrigin: () => string;
  /** The QR of a PromptPay charge as an image URL (an SVG data URL in the sandbox). */
  qrImage: (payload: string) => Promise<string>;
}

/** The sandbox's failure codes that Omise names otherwise (Omise's charge failure codes). */
const OMISE_FAILURE: Record<string, string> = { card_declined: 'payment_rejected', authentication_failed: 'failed_3ds' };

const list = <T>(location: string, data: T[]) => ({ object: 'list' as const, data, limit: 20, offset: 0, total: data.length, order: 'chronological', location });

const absolute = (origin: () => string, uri: string | null) => (uri && uri.startsWith('/') ? `${origin()}${uri}` : uri);

export function wireCard(card: Omit<GatewayCard, 'object' | 'customer'> & { customer?: string | null }) {
  return {
    object: 'card' as const,
    id: card.id,
    livemode: false,
    location: card.customer ? `/customers/${card.customer}/cards/${card.id}` : null,
    brand: card.brand,
    last_digits: card.last_digits,
    name: card.name,
    expiration_month: card.expiration_month,
    expiration_year: card.expiration_year,
    financing: '',
    security_code_check: true,
    deleted: false,
  };
}

export function wireToken(token: { id: string; used: boolean; card: Omit<GatewayCard, 'object' | 'customer' | 'id'>; created_at: string }) {
  return {
    object: 'token' as const,
    id: token.id,
    livemode: false,
    location: `/tokens/${token.id}`,
    used: token.used,
    card: wireCard({ ...token.card, id: token.id.replace(/^tokn_/, 'card_'), customer: null }),
    created_at: token.created_at,
  };
}

export function wireCustomer(id: string, cards: GatewayCard[]) {
  return {
    object: 'customer' as const,
    id,
    livemode: false,
    location: `/customers/${id}`,
    default_card: cards[0]?.id ?? null,
    email: null,
    description: null,
    metadata: {},
    cards: list(`/customers/${id}/cards`, cards.map(wireCard)),
    deleted: false,
    created_at: new Date().toISOString(),
  };
}

export function wireSource(s: GatewaySource, chargeStatus: string | null = null) {
  return {
    object: 'source' as const,
    id: s.id,
    livemode: false,
    location: `/sources/${s.id}`,
    type: s.type,
    flow: s.type === 'promptpay' ? 'offline' : 'redirect',
    amount: s.amount,
    currency: s.currency,
    installment_term: s.installment_term,
    phone_number: s.phone_number,
    charge_status: chargeStatus ?? (s.charge ? 'pending' : 'unknown'),
    scannable_code: null,
  };
}

export async function wireCharge(ctx: WireContext, c: GatewayCharge) {
  const payload = c.source?.scannable_code?.payload ?? null;
  return {
    object: 'charge' as const,
    id: c.id,
    livemode: false,
    location: `/charges/${c.id}`,
    amount: c.amount,
    currency: c.currency,
    description: null,
    status: c.status,
    capture: true,
    authorized: c.status === 'successful',
    captured: c.status === 'successful',
    paid: c.paid,
    reversed: c.status === 'reversed',
    expired: c.status === 'expired',
    refunded_amount: c.refunded_amount,
    failure_code: c.failure_code ? (OMISE_FAILURE[c.failure_code] ?? c.failure_code) : null,
    failure_message: c.failure_message,
    authorize_uri: absolute(ctx.pagesOrigin, c.authorize_uri),
    return_uri: c.return_uri,
    card: c.card ? wireCard({ ...c.card, customer: c.customer }) : null,
    customer: c.customer,
    source: c.source
      ? {
          object: 'source' as const,
          id: c.source.id,
          type: c.source.type,
          flow: c.source.type === 'promptpay' ? 'offline' : 'redirect',
          amount: c.amount,
          currency: c.currency,
          installment_term: c.source.installment_term,
          charge_status: c.status,
          scannable_code: payload
            ? { object: 'barcode' as const, type: 'qr' as const, image: { object: 'document' as const, filename: 'qrcode.svg', download_uri: await ctx.qrImage(payload) } }
            : null,
        }
      : null,
    metadata: c.metadata,
    expires_at: c.expires_at,
    paid_at: c.paid_at,
    created_at: c.created_at,
  };
}

export function wireRefund(r: GatewayRefund) {
  return {
    object: 'refund' as const,
    id: r.id,
    livemode: false,
    location: `/charges/${r.charge}/refunds/${r.id}`,
    amount: r.amount,
    currency: 'THB',
    charge: r.charge,
    voided: false,
    status: 'closed',
    created_at: r.created_at,
  };
}

/** An event of the outbox with its object shown as Omise shows it. */
export async function wireEvent(ctx: WireContext, e: { id: string; key: string; created_at: string; data: Record<string, unknown> }) {
  const data =
    e.data.object === 'charge' ? await wireCharge(ctx, e.data as unknown as GatewayCharge) : e.data.object === 'refund' ? wireRefund(e.data as unknown as GatewayRefund) : e.data;
  return { object: 'event' as const, id: e.id, livemode: false, location: `/events/${e.id}`, key: e.key, created_at: e.created_at, data };
}
