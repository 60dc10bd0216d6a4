import { HOLD_KINDS, parseLineKind, type HoldKind, type HoldRef, type LineKind, type ProductType } from '@store/domain/line-kinds';
import type { Db } from '../db/client';

/**
 * What the module owning a hold kind does as the line carrying it moves through the cart and the
 * order saga (decision 011). Every call runs inside the caller's transaction and gets the ids of
 * its own kind only.
 */
export interface HoldHandler {
  kind: HoldKind;
  /** The module that owns the kind (for messages and the README's table). */
  owner: string;
  /** The shopper removed the line (or emptied the cart): let the holds go. */
  lineRemoved(tx: Db, ids: string[]): Promise<void>;
  /** Place order: the holds now wait for this order until its payment deadline; throws (409) when one has ended. */
  reserve(tx: Db, ids: string[], order: { orderId: string; until: Date; userId: string | null }): Promise<void>;
  /** The order was paid: the holds become the shopper's (sold, activated). Must not throw once paid. */
  paid(tx: Db, ids: string[], orderId: string): Promise<void>;
  /** The order closed unpaid (payment deadline passed): give the holds back; the order module then drops their cart lines. */
  expired(tx: Db, ids: string[]): Promise<void>;
  /** The order was cancelled by a newer checkout of the same cart: the holds stay with the cart's lines. */
  cancelled(tx: Db, ids: string[]): Promise<void>;
  /**
   * Optional: checks made before the place-order transaction, for what cannot be read inside it (an
   * outside system, e.g. a bundle's eligibility in the subscriber system); throws (409) to refuse the order.
   */
  beforePlace?(ids: string[], order: { userId: string | null }): Promise<void>;
}

/** A product type a module sells: which module, and which hold kinds its lines may carry. */
export interface LineKindHandler {
  type: ProductType;
  owner: string;
  holds: readonly HoldKind[];
}

/** A line as the registry sees it: its kind, meta and hold. */
export interface KindedLine {
  product_type: string;
  sim_meta: unknown;
  existing_campaign?: unknown;
  bundle?: unknown;
  hold: HoldRef | null;
}

/**
 * The line-kind registry (issue 11), decorated as `app.lineKinds` before the modules: each module
 * registers the product types and hold kinds it owns in its plugin; the cart checks every line
 * against it on write and read, and the order saga calls the hold handlers at place order, payment,
 * expiry and cancellation. Nothing tells kinds apart by the shape of an id.
 */
export function createLineKindRegistry() {
  const kinds = new Map<ProductType, LineKindHandler>();
  const holds = new Map<HoldKind, HoldHandler>();

  /** Groups the holds of lines by kind, in HOLD_KINDS order (a stable lock order across transactions). */
  function byKind(lines: readonly { hold: HoldRef | null }[]): [HoldHandler, string[]][] {
    const ids = new Map<HoldKind, string[]>();
    for (const { hold } of lines) if (hold) ids.set(hold.kind, [...(ids.get(hold.kind) ?? []), hold.id]);
    return HOLD_KINDS.filter((k) => ids.has(k)).map((k) => {
      const handler = holds.get(k);
      if (!handler) throw new Error(`No module handles holds of kind ${k}.`);
      return [handler, ids.get(k)!];
    });
  }

  return {
    registerKind(handler: LineKindHandler): void {
      if (kinds.has(handler.type)) throw new Error(`Line kind ${handler.type} is registered twice (${kinds.get(handler.type)!.owner}, ${handler.owner}).`);
      kinds.set(handler.type, handler);
    },
    registerHold(handler: HoldHandler): void {
      if (holds.has(handler.kind)) throw new Error(`Hold kind ${handler.kind} is registered twice.`);
      holds.set(handler.kind, handler);
    },
    /** The registered kinds and holds, for the README table and tests. */
    list: () => ({ kinds: [...kinds.values()], holds: [...holds.values()].map(({ kind, owner }) => ({ kind, owner })) }),

    /**
     * Checks a line before it is written or after it is read: a registered product type, its meta
     * matching the kind, and a hold of a kind the type may carry. Throws (a programming or data error).
     */
    check(line: KindedLine): LineKind {
      const parsed = parseLineKind(line);
      const handler = kinds.get(parsed.product_type);
      if (!handler) throw new Error(`No module sells lines of type ${parsed.product_type}.`);
      if (line.hold && !handler.holds.includes(line.hold.kind)) throw new Error(`A ${parsed.product_type} line cannot hold a ${line.hold.kind}.`);
      return parsed;
    },

    /** Before the place-order transaction: each module's own checks of its holds (HoldHandler.beforePlace). */
    async beforePlace(lines: readonly { hold: HoldRef | null }[], order: { userId: string | null }): Promise<void> {
      for (const [handler, ids] of byKind(lines)) await handler.beforePlace?.(ids, order);
    },
    async lineRemoved(tx: Db, lines: readonly { hold: HoldRef | null }[]): Promise<void> {
      for (const [handler, ids] of byKind(lines)) await handler.lineRemoved(tx, ids);
    },
    async reserve(tx: Db, lines: readonly { hold: HoldRef | null }[], order: { orderId: string; until: Date; userId: string | null }): Promise<void> {
      for (const [handler, ids] of byKind(lines)) await handler.reserve(tx, ids, order);
    },
    async paid(tx: Db, lines: readonly { hold: HoldRef | null }[], orderId: string): Promise<void> {
      for (const [handler, ids] of byKind(lines)) await handler.paid(tx, ids, orderId);
    },
    /** The order expired: each module gives its holds back (the order module then drops their cart lines). */
    async expired(tx: Db, lines: readonly { hold: HoldRef | null }[]): Promise<void> {
      for (const [handler, ids] of byKind(lines)) await handler.expired(tx, ids);
    },
    async cancelled(tx: Db, lines: readonly { hold: HoldRef | null }[]): Promise<void> {
      for (const [handler, ids] of byKind(lines)) await handler.cancelled(tx, ids);
    },
  };
}

export type LineKinds = ReturnType<typeof createLineKindRegistry>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The line-kind registry (lib/line-kinds.ts). */
    lineKinds: LineKinds;
  }
}
