import type { FastifyBaseLogger } from 'fastify';
import { isEkycFinal, type EkycApplicationView, type EkycImageKind, type EkycPurpose, type EkycRejectReason, type EkycStatus } from '@store/domain/ekyc';
import type { StoreConfig } from '@store/domain/config';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { checkImage, type ImageVault } from './images';
import {
  decideApplication,
  deleteHandoffsBefore,
  deleteImagesBefore,
  deleteImagesOf,
  dueForCheck,
  imageKindsOf,
  insertApplication,
  overdue,
  retireHandoffsOf,
  reviewPage,
  selectApplication,
  selectApplicationForUpdate,
  selectImage,
  updateApplication,
  upsertImage,
  type EkycApplicationRow,
} from './repository';
import type { EkycVendor } from './vendor';

export type EkycDecision = { applicationId: string; status: 'approved' | 'rejected' | 'expired'; reason: EkycRejectReason | null; purpose: EkycPurpose };
export type EkycDecisionListener = (tx: Db, decision: EkycDecision) => Promise<void>;

/** What other modules use of eKYC (pre2post, later home internet and number porting): `app.ekyc`. */
export interface EkycService {
  /** Creates an application for `userId` and the declared Thai ID (13 digits, checksum checked); purpose 'pre_to_post' | 'home_internet' | 'mnp'. */
  create(input: { userId: string; thaiId: string; purpose: EkycPurpose; lang: 'th' | 'en' }): Promise<EkycApplicationView>;
  /** The application if it is `userId`'s (404 ekyc_not_found otherwise: never reveal another user's). */
  get(id: string, userId: string): Promise<EkycApplicationView>;
  /** True when the application is userId's, for this Thai ID (compared by HMAC) and purpose. */
  belongsTo(id: string, input: { userId: string; thaiId: string; purpose: EkycPurpose }): Promise<boolean>;
  /** Called in the same transaction as the decision (approved | rejected | expired), exactly once per application. */
  onDecision(listener: EkycDecisionListener): void;
}

export interface EkycDeps {
  db: Db;
  vendor: EkycVendor;
  vault: ImageVault;
  /** The store's keyed hash of personal values (app.sim.hmac). */
  hmac: (purpose: string, value: string) => Promise<string>;
  config: () => Promise<StoreConfig['ekyc']>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OPEN_FOR_IMAGES = new Set(['created', 'document_captured', 'selfie_captured']);
const inTx = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

export function viewOf(row: EkycApplicationRow): EkycApplicationView {
  return {
    id: row.id,
    status: row.status,
    purpose: row.purpose,
    reject_reason: row.rejectReason,
    expires_at: row.expiresAt.toISOString(),
    has_document: row.documentAt !== null,
    has_selfie: row.selfieAt !== null,
    thai_id: `*********${row.thaiIdLast4}`,
    lang: row.lang,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** The status the photos give an application not yet submitted. */
function capturedStatus(documentAt: Date | null, selfieAt: Date | null) {
  if (documentAt && selfieAt) return 'selfie_captured' as const;
  if (documentAt) return 'document_captured' as const;
  return 'created' as const;
}

/** The eKYC rules (decision 027): applications, photos, the vendor's decision, expiry and retention. */
export function createEkyc(deps: EkycDeps) {
  const { db, vendor, vault } = deps;
  const now = deps.now ?? (() => new Date());
  const listeners: EkycDecisionListener[] = [];

  /** Records a decision once: the conditional update lets one caller through, who deletes the photos, ends the links and tells the listeners, all in one transaction. */
  async function decide(id: string, status: EkycDecision['status'], reason: EkycRejectReason | null): Promise<EkycApplicationRow | undefined> {
    return inTx(db, async (tx) => {
      const at = now();
      const row = await decideApplication(tx, id, { status, reason, at });
      if (!row) return undefined;
      await deleteImagesOf(tx, id);
      await retireHandoffsOf(tx, id, at);
      for (const listener of listeners) await listener(tx, { applicationId: id, status, reason, purpose: row.purpose });
      return row;
    });
  }

  /** Brings an application up to date: expired when its time is over, decided when the vendor has decided. */
  async function refresh(row: EkycApplicationRow): Promise<EkycApplicationRow> {
    if (isEkycFinal(row.status)) return row;
    const at = now();
    if (row.expiresAt <= at) return (await decide(row.id, 'expired', null)) ?? (await selectApplication(db, row.id))!;
    if (row.status !== 'verifying' || !row.checkAt || row.checkAt > at) return row;
    let outcome: Awaited<ReturnType<EkycVendor['decision']>>;
    try {
      outcome = await vendor.decision(row, at);
    } catch (err) {
      // The vendor is unreachable: ask again on the next read or sweep (nothing personal in the log).
      deps.log.warn({ err, application: row.id }, 'ekyc vendor decision failed');
      return row;
    }
    if (outcome.status === 'verifying') return updateApplication(db, row.id, { checkAt: outcome.retryAt });
    const decided = await decide(row.id, outcome.status, outcome.status === 'rejected' ? outcome.reason : null);
    return decided ?? (await selectApplication(db, row.id))!;
  }

  /** The application if it is `userId`'s, else 404 (the same answer as for one that does not exist). */
  async function ownRow(id: string, userId: string): Promise<EkycApplicationRow> {
    const row = UUID_RE.test(id) ? await selectApplication(db, id) : undefined;
    if (!row || row.userId !== userId) throw notFound('ekyc_not_found', 'No such eKYC application.');
    return row;
  }

  const service: EkycService = {
    async create({ userId, thaiId, purpose, lang }) {
      const config = await deps.config();
      const at = now();
      const id = crypto.randomUUID();
      const opened = await vendor.open({ applicationId: id, thaiId, purpose, lang });
      const row = await insertApplication(db, {
        id,
        userId,
        purpose,
        lang,
        thaiIdHash: await deps.hmac('thai-id', thaiId),
        thaiIdLast4: thaiId.slice(-4),
        vendor: vendor.name,
        vendorRef: opened.vendorRef,
        sandboxOutcome: opened.sandboxOutcome,
        expiresAt: new Date(at.getTime() + config.application_ttl_minutes * 60_000),
        createdAt: at,
      });
      return viewOf(row);
    },
    async get(id, userId) {
      return viewOf(await refresh(await ownRow(id, userId)));
    },
    async belongsTo(id, { userId, thaiId, purpose }) {
      const row = UUID_RE.test(id) ? await selectApplication(db, id) : undefined;
      if (!row || row.userId !== userId || row.purpose !== purpose) return false;
      return row.thaiIdHash === (await deps.hmac('thai-id', thaiId));
    },
    onDecision(listener) {
      listeners.push(listener);
    },
  };

  /** Stores a photo of an open application (sealed), and forwards it to the vendor. */
  async function putImage(id: string, kind: EkycImageKind, bytes: Buffer): Promise<EkycApplicationRow> {
    const type = checkImage(bytes);
    const current = await refresh((await selectApplication(db, id))!);
    if (!OPEN_FOR_IMAGES.has(current.status)) throw conflict('ekyc_not_open', 'This application takes no more photos.');
    await vendor.sendImage(current, { kind, type, bytes });
    const sealed = await vault.seal(bytes);
    return inTx(db, async (tx) => {
      const row = await selectApplicationForUpdate(tx, id);
      if (!row || !OPEN_FOR_IMAGES.has(row.status)) throw conflict('ekyc_not_open', 'This application takes no more photos.');
      const at = now();
      await upsertImage(tx, { applicationId: id, kind, contentType: type, size: bytes.length, sealed, createdAt: at });
      const documentAt = kind === 'document' ? at : row.documentAt;
      const selfieAt = kind === 'selfie' ? at : row.selfieAt;
      return updateApplication(tx, id, { documentAt, selfieAt, status: capturedStatus(documentAt, selfieAt) });
    });
  }

  /** Sends an application with both photos for the vendor's decision. */
  async function submit(id: string): Promise<EkycApplicationRow> {
    const current = await refresh((await selectApplication(db, id))!);
    if (current.status === 'verifying' || isEkycFinal(current.status)) return current;
    if (!current.documentAt || !current.selfieAt) throw conflict('ekyc_image_missing', 'Take both photos first: the ID card, then the selfie.');
    const at = now();
    const sent = await vendor.submit(current, at);
    return inTx(db, async (tx) => {
      const row = await selectApplicationForUpdate(tx, id);
      if (!row || row.status !== 'selfie_captured') return row!;
      return updateApplication(tx, id, { status: 'verifying', submittedAt: at, vendorCheck: sent.vendorCheck, checkAt: sent.checkAt });
    });
  }

  /** A photo for staff (decrypted), while it is kept. */
  async function staffImage(id: string, kind: EkycImageKind): Promise<{ type: string; bytes: Buffer }> {
    if (!UUID_RE.test(id) || !(await selectApplication(db, id))) throw notFound('ekyc_not_found', 'No such eKYC application.');
    const image = await selectImage(db, id, kind);
    if (!image) throw notFound('ekyc_image_gone', 'This photo is not kept any more (deleted at the decision or after the retention period).');
    return { type: image.contentType, bytes: await vault.open(image.sealed) };
  }

  /** The background job: vendor decisions that are due, expiries, photos past retention, old links. */
  async function sweep(): Promise<{ decided: number; expired: number; imagesDeleted: number }> {
    const at = now();
    let decided = 0;
    for (const row of await dueForCheck(db, at, 100)) {
      const after = await refresh(row);
      if (isEkycFinal(after.status) && !isEkycFinal(row.status)) decided += 1;
    }
    let expired = 0;
    for (const { id } of await overdue(db, at, 200)) if (await decide(id, 'expired', null)) expired += 1;
    const { retention_hours } = await deps.config();
    const imagesDeleted = await deleteImagesBefore(db, new Date(at.getTime() - retention_hours * 3_600_000));
    await deleteHandoffsBefore(db, new Date(at.getTime() - 86_400_000));
    return { decided, expired, imagesDeleted };
  }

  /** The back office's queue (issue 20): applications of a status (verifying: waiting for a decision), ID masked, with the photos still kept. */
  async function reviewQueue(status: EkycStatus, cursor: string | undefined, limit: number) {
    const rows = await reviewPage(db, status, cursor && UUID_RE.test(cursor) ? cursor : undefined, limit);
    const page = rows.slice(0, limit);
    const items = await Promise.all(
      page.map(async (r) => ({
        id: r.id,
        purpose: r.purpose,
        status: r.status,
        reject_reason: r.rejectReason,
        thai_id: `*********${r.thaiIdLast4}`,
        vendor: r.vendor,
        submitted_at: r.submittedAt?.toISOString() ?? null,
        expires_at: r.expiresAt.toISOString(),
        images: await imageKindsOf(db, r.id),
      })),
    );
    return { items, next_cursor: rows.length > limit ? page[page.length - 1].id : null };
  }

  /** A reviewer's decision on an application waiting for one (verifying): the same path as the vendor's. 404 ekyc_not_found, 409 ekyc_not_reviewable. */
  async function staffDecide(id: string, status: 'approved' | 'rejected', reason: EkycRejectReason | null) {
    const row = UUID_RE.test(id) ? await selectApplication(db, id) : undefined;
    if (!row) throw notFound('ekyc_not_found', 'No such eKYC application.');
    if (row.status !== 'verifying') throw conflict('ekyc_not_reviewable', `An application that is ${row.status} cannot be decided by staff.`);
    const decided = await decide(id, status, status === 'rejected' ? (reason ?? 'document_unreadable') : null);
    if (!decided) throw conflict('ekyc_not_reviewable', 'The application was decided meanwhile.');
    return { before: row.status, after: { status: decided.status, reject_reason: decided.rejectReason } };
  }

  return { service, ownRow, refresh, putImage, submit, staffImage, sweep, decide, now, reviewQueue, staffDecide };
}

export type Ekyc = ReturnType<typeof createEkyc>;
