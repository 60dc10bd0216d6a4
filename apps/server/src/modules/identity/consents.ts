import { CONSENT_PURPOSES, CONSENT_TEXT_VERSIONS, type ConsentPurpose, type MyConsents } from '@store/domain/consents';
import type { Db } from '../../db/client';
import { unprocessable } from '../../lib/errors';
import { consentRowsOf, insertConsents, withdrawConsentRows, type ConsentRow } from './consents-repository';

const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

/**
 * PDPA consents (issue 15; decision 028), owned by the identity module so that every flow that asks
 * (prepaid to postpaid now, home internet and number porting later) records the same way: each
 * purpose answered separately, granted or not, with the text version shown; a user reads them and
 * withdraws an optional one. Decorated as `app.consents`.
 */
export function createConsents(db: Db) {
  function view(rows: ConsentRow[]): MyConsents {
    const current = CONSENT_PURPOSES.map((purpose) => {
      const last = rows.find((r) => r.purpose === purpose);
      return {
        purpose,
        granted: Boolean(last?.granted && !last.withdrawnAt),
        text_version: last?.textVersion ?? null,
        at: last ? (last.withdrawnAt ?? last.createdAt).toISOString() : null,
      };
    });
    return {
      current,
      records: rows.map((r) => ({
        id: r.id,
        purpose: r.purpose,
        granted: r.granted,
        text_version: r.textVersion,
        context: r.context,
        order_number: r.orderNumber,
        created_at: r.createdAt.toISOString(),
        withdrawn_at: r.withdrawnAt?.toISOString() ?? null,
      })),
    };
  }

  return {
    /** Records one answer per purpose given (in the caller's transaction), with the current text versions. */
    async record(
      tx: Db,
      input: { userId: string; context: string; answers: Partial<Record<ConsentPurpose, boolean>>; order?: { id: string; number: string }; at?: Date },
    ): Promise<void> {
      const at = input.at ?? new Date();
      await insertConsents(
        tx,
        CONSENT_PURPOSES.filter((p) => input.answers[p] !== undefined).map((purpose) => ({
          userId: input.userId,
          purpose,
          granted: input.answers[purpose]!,
          textVersion: CONSENT_TEXT_VERSIONS[purpose],
          context: input.context,
          orderId: input.order?.id ?? null,
          orderNumber: input.order?.number ?? null,
          createdAt: at,
        })),
      );
    },

    /** GET /me/consents. */
    async mine(userId: string): Promise<MyConsents> {
      return view(await consentRowsOf(db, userId));
    },

    /** POST /me/consents/:purpose/withdraw: the granted answers are marked withdrawn and a refusal recorded (422 for terms). */
    async withdraw(userId: string, purpose: ConsentPurpose): Promise<MyConsents> {
      if (purpose === 'terms') {
        throw unprocessable('consent_not_withdrawable', 'The service terms go with the service: cancel the service to end them. Marketing and data sharing can be withdrawn here.');
      }
      await inTx(db, async (tx) => {
        const at = new Date();
        if ((await withdrawConsentRows(tx, userId, purpose, at)) > 0) {
          await insertConsents(tx, [{ userId, purpose, granted: false, textVersion: CONSENT_TEXT_VERSIONS[purpose], context: 'withdrawal', createdAt: at }]);
        }
      });
      return view(await consentRowsOf(db, userId));
    },
  };
}

export type Consents = ReturnType<typeof createConsents>;

declare module 'fastify' {
  interface FastifyInstance {
    /** PDPA consents (identity module, issue 15). */
    consents: Consents;
  }
}
