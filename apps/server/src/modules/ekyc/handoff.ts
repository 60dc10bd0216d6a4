import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import { ekycHandoffPath, isEkycFinal, type EkycHandoff, type EkycHandoffView } from '@store/domain/ekyc';
import type { StoreConfig } from '@store/domain/config';
import type { Db } from '../../db/client';
import { conflict, gone, notFound } from '../../lib/errors';
import { randomToken } from '../identity/secrets';
import { bindHandoff, insertHandoff, retireHandoffsOf, selectApplication, selectHandoff, useHandoff, type EkycApplicationRow, type EkycHandoffRow } from './repository';
import type { Ekyc } from './service';

/** The desktop-to-phone hand-off link's hash: 128 random bits, base64url. */
const HASH_BYTES = 16;
const sha = (value: string) => createHash('sha256').update(value).digest('hex');

const linkUsed = () => gone('ekyc_link_used', 'This link was already used on another device. Start again on your computer to get a new one.');
const linkExpired = () => gone('ekyc_link_expired', 'This link has expired. Start again on your computer to get a new one.');
const linkUnknown = () => notFound('ekyc_link_not_found', 'No such link.');

/**
 * Hand-off links (decision 027): random, single-use, bound to one application and to the first
 * browser that opens them (a second random secret in an httpOnly cookie, its SHA-256 kept), expiring
 * after ekyc.handoff_ttl_minutes. Only hashes of both secrets are stored.
 */
export function createHandoffs(deps: { db: Db; ekyc: Ekyc; config: () => Promise<StoreConfig['ekyc']>; basePath: string }) {
  const { db, ekyc } = deps;

  async function create(applicationId: string, userId: string, origin: string): Promise<EkycHandoff> {
    const application = await ekyc.refresh(await ekyc.ownRow(applicationId, userId));
    if (application.status === 'verifying' || isEkycFinal(application.status)) throw conflict('ekyc_not_open', 'This application was already sent for its decision.');
    const { handoff_ttl_minutes } = await deps.config();
    const at = ekyc.now();
    const expiresAt = new Date(Math.min(at.getTime() + handoff_ttl_minutes * 60_000, application.expiresAt.getTime()));
    const hash = randomToken(HASH_BYTES);
    await retireHandoffsOf(db, application.id, at);
    await insertHandoff(db, { hashSha: sha(hash), applicationId: application.id, expiresAt });
    // The phone opens in the application's language: an English one carries ?lang=en (the web app's
    // initialLang and the server render read it; Thai is their default, so a Thai link stays short).
    const url = `${origin}${deps.basePath}${ekycHandoffPath(application.purpose, hash)}${application.lang === 'en' ? '?lang=en' : ''}`;
    const qr_svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    return { hash, url, short_url: url.replace(/^https?:\/\//, ''), qr_svg, expires_at: expiresAt.toISOString() };
  }

  /**
   * The application behind a link, for the browser holding `secret`. `bind`: the page's first open,
   * which binds an unbound link to this browser and gives back the new secret for its cookie.
   */
  async function resolve(hash: string, secret: string | undefined, bind: boolean): Promise<{ handoff: EkycHandoffRow; application: EkycApplicationRow; secret?: string }> {
    const handoff = await selectHandoff(db, sha(hash));
    if (!handoff) throw linkUnknown();
    if (handoff.usedAt) throw linkUsed();
    const at = ekyc.now();
    if (handoff.expiresAt <= at) throw linkExpired();
    const application = await ekyc.refresh((await selectApplication(db, handoff.applicationId))!);
    if (application.status === 'expired') throw linkExpired();
    if (application.status === 'verifying' || isEkycFinal(application.status)) throw linkUsed();
    if (handoff.browserSha) {
      if (!secret || sha(secret) !== handoff.browserSha) throw linkUsed();
      return { handoff, application };
    }
    if (!bind) throw linkUsed();
    const fresh = randomToken(32);
    if (!(await bindHandoff(db, handoff.hashSha, sha(fresh), at))) throw linkUsed();
    return { handoff, application, secret: fresh };
  }

  function viewOf(handoff: EkycHandoffRow, application: EkycApplicationRow): EkycHandoffView {
    return {
      status: application.status,
      purpose: application.purpose,
      has_document: application.documentAt !== null,
      has_selfie: application.selfieAt !== null,
      lang: application.lang,
      expires_at: new Date(Math.min(handoff.expiresAt.getTime(), application.expiresAt.getTime())).toISOString(),
    };
  }

  /** The phone submits: the application goes to the vendor and the link is used up. */
  async function submit(hash: string, secret: string | undefined): Promise<EkycHandoffView> {
    const { handoff, application } = await resolve(hash, secret, false);
    const submitted = await ekyc.submit(application.id);
    await useHandoff(db, handoff.hashSha, ekyc.now());
    return viewOf(handoff, submitted);
  }

  return { create, resolve, viewOf, submit };
}

export type Handoffs = ReturnType<typeof createHandoffs>;
