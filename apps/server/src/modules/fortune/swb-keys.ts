import { hkdfSync } from 'node:crypto';
import type { SwbGroup } from '@store/domain/fortune';
import type { Db } from '../../db/client';
import { getOrCreateSecret, randomToken } from '../identity/secrets';

/**
 * The SWB partners' keys (decision 025): one AES-256-GCM key per partner group.
 * - Configured (SWB_KEYS): the keys the store shares with its partners; a group without one has no
 *   token that opens.
 * - Embedded (the default, a sandbox): each group's key is derived (HKDF-SHA256) from a secret the
 *   store generates once and keeps in its secrets table, so every installation has its own keys and
 *   none is written in the code. Only then may the store mint tokens itself (POST /dev/swb-tokens).
 */
export interface SwbKeys {
  /** Whether the keys are the embedded ones (then the sandbox mint route is served). */
  readonly embedded: boolean;
  /** The group's 32-byte key, or null when the group has none. */
  keyOf(group: SwbGroup): Promise<Buffer | null>;
}

/** The name of the embedded keys' master secret in the secrets table. */
export const SWB_MASTER_SECRET = 'swb-partner-master';

/** The key of one group derived from the master secret (HKDF-SHA256, the group in the info). */
export function deriveSwbKey(master: Buffer, group: SwbGroup): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `tawan-store swb partner key v1:${group}`, 32));
}

/** The keys of SWB_KEYS (group → base64 32-byte key), or the embedded ones when it is unset. */
export function createSwbKeys(db: Db, configured?: Partial<Record<SwbGroup, string>>): SwbKeys {
  if (configured) {
    const keys = new Map(Object.entries(configured).map(([group, key]) => [group, Buffer.from(key, 'base64')]));
    return { embedded: false, keyOf: async (group) => keys.get(group) ?? null };
  }
  // The master secret is read on first use (one insert-if-absent per installation, then a read).
  let master: Promise<Buffer> | undefined;
  const derived = new Map<SwbGroup, Buffer>();
  return {
    embedded: true,
    async keyOf(group) {
      master ??= getOrCreateSecret(db, SWB_MASTER_SECRET, () => randomToken(32)).then(
        (value) => Buffer.from(value, 'base64url'),
        (error: unknown) => {
          master = undefined;
          throw error;
        },
      );
      const secret = await master;
      let key = derived.get(group);
      if (!key) derived.set(group, (key = deriveSwbKey(secret, group)));
      return key;
    },
  };
}
