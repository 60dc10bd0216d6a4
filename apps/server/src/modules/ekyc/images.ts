import type { FastifyInstance } from 'fastify';
import { EKYC_IMAGE_MAX_BYTES, sniffEkycImage, type EkycImageType } from '@store/domain/ekyc';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { registerRawUploads } from '../../lib/raw-upload';
import { loadStoreKey, openBytes, sealBytes } from '../sim/pii';

/**
 * eKYC photos at rest (decision 027): AES-256-GCM under a key the store generates once and keeps in
 * its secrets table (the mechanism of the SIM module's personal-data key, sim/pii.ts), one stored
 * value `iv (12) | tag (16) | ciphertext`. A photo is never logged.
 */
export interface ImageVault {
  seal(plain: Buffer): Promise<Buffer>;
  open(sealed: Buffer): Promise<Buffer>;
}

export const EKYC_IMAGE_KEY_SECRET = 'ekyc-image-key';

export function createImageVault(db: Db): ImageVault {
  let key: Promise<Buffer> | undefined;
  const keyOf = () =>
    (key ??= loadStoreKey(db, EKYC_IMAGE_KEY_SECRET).catch((error: unknown) => {
      key = undefined;
      throw error;
    }));
  return {
    async seal(plain) {
      const { iv, tag, data } = sealBytes(await keyOf(), plain);
      return Buffer.concat([iv, tag, data]);
    },
    async open(sealed) {
      return openBytes(await keyOf(), { iv: sealed.subarray(0, 12), tag: sealed.subarray(12, 28), data: sealed.subarray(28) });
    },
  };
}

/** The type of an uploaded photo by its first bytes; 415 ekyc_image_type when it is neither JPEG nor PNG, 400 when empty. */
export function checkImage(bytes: Buffer): EkycImageType {
  if (bytes.length === 0) throw new AppError('invalid', 'ekyc_image_empty', 'The photo is empty.');
  if (bytes.length > EKYC_IMAGE_MAX_BYTES) throw tooLarge();
  const type = sniffEkycImage(bytes);
  if (!type) throw new AppError('unsupported_media', 'ekyc_image_type', 'The photo must be a JPEG or PNG image.');
  return type;
}

const tooLarge = () => new AppError('too_large', 'ekyc_image_too_large', `The photo is larger than ${EKYC_IMAGE_MAX_BYTES / 1024 / 1024} MB.`);

/** Content types a photo upload may be sent as (the bytes decide what it is). */
const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/octet-stream'];

/**
 * Raw photo bodies up to the limit (413 ekyc_image_too_large beyond it). Registered in the photo
 * routes' own plugin scope only: every other route keeps the app's 256 KB JSON limit.
 */
export function registerImageBodies(app: FastifyInstance): void {
  registerRawUploads(app, { types: UPLOAD_TYPES, maxBytes: EKYC_IMAGE_MAX_BYTES, tooLarge });
}

/** The photo body of a request, or 415 when it came as something else (JSON, a form). */
export function imageBody(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  throw new AppError('unsupported_media', 'ekyc_image_type', 'Send the photo as image/jpeg or image/png.');
}
