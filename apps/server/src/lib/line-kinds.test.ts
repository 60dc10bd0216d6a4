import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { createLineKindRegistry, type HoldHandler } from './line-kinds';

const tx = {} as Db;

/** A hold handler that records what it was asked to do. */
function recorder(kind: HoldHandler['kind'], log: string[]): HoldHandler {
  const note = (what: string) => async (_tx: Db, ids: string[]) => void log.push(`${kind}.${what}(${ids.join(',')})`);
  return { kind, owner: 'test', lineRemoved: note('lineRemoved'), reserve: note('reserve'), paid: note('paid'), expired: note('expired'), cancelled: note('cancelled') };
}

describe('line-kind registry', () => {
  it('checks kind, meta and hold of a line', () => {
    const kinds = createLineKindRegistry();
    kinds.registerKind({ type: 'product', owner: 'cart', holds: [] });
    kinds.registerKind({ type: 'advancepayment', owner: 'test', holds: ['number'] });
    expect(kinds.check({ product_type: 'product', sim_meta: null, hold: null })).toEqual({ product_type: 'product', sim_meta: null, existing_campaign: null, bundle: null });
    expect(() => kinds.check({ product_type: 'product', sim_meta: { number: '1' }, hold: null })).toThrow(/product does not match its kind/);
    expect(() => kinds.check({ product_type: 'product', sim_meta: null, hold: { kind: 'number', id: 'x' } })).toThrow('A product line cannot hold a number.');
    expect(() => kinds.check({ product_type: 'vlearn', sim_meta: null, hold: null })).toThrow('No module sells lines of type vlearn.');
    expect(() => kinds.check({ product_type: 'coffee', sim_meta: null, hold: null })).toThrow(/coffee does not match its kind/);
    expect(() => kinds.check({ product_type: 'advancepayment', sim_meta: null, hold: null })).toThrow(/existing_campaign/);
    const campaign = { campaign_type: 'existing', rc: 59_900, advance_payment: 59_900 };
    expect(kinds.check({ product_type: 'advancepayment', sim_meta: null, existing_campaign: campaign, hold: { kind: 'number', id: 'h' } })).toMatchObject({
      existing_campaign: campaign,
    });
  });

  it('refuses a kind or a hold registered twice', () => {
    const kinds = createLineKindRegistry();
    kinds.registerKind({ type: 'product', owner: 'cart', holds: [] });
    expect(() => kinds.registerKind({ type: 'product', owner: 'catalog', holds: [] })).toThrow('Line kind product is registered twice (cart, catalog).');
    kinds.registerHold(recorder('number', []));
    expect(() => kinds.registerHold(recorder('number', []))).toThrow('Hold kind number is registered twice.');
  });

  it('hands each module only the holds of its own kind, in one order whatever the order of the lines', async () => {
    const log: string[] = [];
    const kinds = createLineKindRegistry();
    kinds.registerHold(recorder('sim_pack', log));
    kinds.registerHold(recorder('number', log));
    const lines = [
      { hold: { kind: 'sim_pack' as const, id: 'p1' } },
      { hold: null },
      { hold: { kind: 'number' as const, id: 'n1' } },
      { hold: { kind: 'number' as const, id: 'n2' } },
    ];
    await kinds.reserve(tx, lines, { orderId: 'o', until: new Date(), userId: null });
    await kinds.paid(tx, lines, 'o');
    await kinds.expired(tx, lines);
    await kinds.cancelled(tx, lines);
    await kinds.lineRemoved(tx, [lines[0]]);
    expect(log).toEqual([
      'number.reserve(n1,n2)',
      'sim_pack.reserve(p1)',
      'number.paid(n1,n2)',
      'sim_pack.paid(p1)',
      'number.expired(n1,n2)',
      'sim_pack.expired(p1)',
      'number.cancelled(n1,n2)',
      'sim_pack.cancelled(p1)',
      'sim_pack.lineRemoved(p1)',
    ]);
    await kinds.paid(tx, [{ hold: null }], 'o');
    expect(log).toHaveLength(9);
  });

  it('fails loudly when no module handles a hold kind', async () => {
    const kinds = createLineKindRegistry();
    await expect(kinds.paid(tx, [{ hold: { kind: 'number', id: 'n' } }], 'o')).rejects.toThrow('No module handles holds of kind number.');
  });
});
