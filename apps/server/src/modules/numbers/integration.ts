import type { FastifyInstance } from 'fastify';

/**
 * Ties number holds to the cart and the order saga (decision 011):
 * - a hold the sweeper or the shopper ended drops its cart lines;
 * - a cart line removed by the shopper frees its number;
 * - placing an order takes the holds until the payment deadline (an ended hold fails the order);
 *   payment sells the numbers; an expired order frees them and drops their lines; an order replaced
 *   by a newer checkout leaves them held for the cart.
 */
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Hold ids this module issued (uuids); other modules may put holds of their own on cart lines. */
const ours = (holdIds: string[]) => holdIds.filter((h) => UUID_RE.test(h));

export function wireNumbersToCheckout(app: FastifyInstance): void {
  const { numbers, cart, orders } = app;
  numbers.onReleased(async (released) => {
    await cart.removeLinesByHold(released.map((r) => r.hold_id));
  });
  cart.onHoldLinesRemoved(async (tx, holdIds) => {
    await numbers.releaseQuietly(tx, ours(holdIds));
  });
  orders.onHolds({
    async reserve(tx, holdIds, orderId, until, userId) {
      for (const holdId of ours(holdIds)) await numbers.confirmHold(tx, { holdId, owner: userId, orderId, until });
    },
    async confirm(tx, holdIds) {
      for (const holdId of ours(holdIds)) {
        // The order is paid whatever happens here; a number lost meanwhile is for the operator to settle.
        await numbers.markSold(tx, holdId).catch((err: unknown) => app.log.error({ err, holdId }, 'a paid order could not take its number'));
      }
    },
    async release(tx, holdIds) {
      await numbers.releaseQuietly(tx, ours(holdIds));
      await cart.removeLinesByHold(ours(holdIds), tx);
    },
    async detach(tx, holdIds) {
      await numbers.detachHolds(tx, ours(holdIds));
    },
  });
}
