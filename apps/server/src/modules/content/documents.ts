import type { CatalogTextCode } from '@store/domain/content';
import type { Db } from '../../db/client';
import type { CacheTopic } from '../../lib/invalidation';

/**
 * A document edited through the console's drafts (draft, preview, publish) whose published copy
 * another module keeps in its own tables (decision 045): the catalogue's store-list SEO texts and
 * editorial texts. The owner registers it here (`app.contentDocuments.register`); the drafts call it.
 */
export interface OwnedDocument {
  /** The cache topic the owner's readers follow; publishing commits under it. */
  topic: CacheTopic;
  /** The published document as the owner keeps it. */
  load(db: Db): Promise<unknown>;
  /** Checks a valid draft against what the owner keeps (e.g. an id it does not have): throws an AppError. */
  check(db: Db, value: unknown): Promise<void>;
  /** Writes the published document (in the publishing transaction). */
  publish(tx: Db, value: unknown): Promise<void>;
}

export interface ContentDocuments {
  register(code: CatalogTextCode, owner: OwnedDocument): void;
  ownerOf(code: string): OwnedDocument | undefined;
}

export function createContentDocuments(): ContentDocuments {
  const owners = new Map<string, OwnedDocument>();
  return {
    register(code, owner) {
      owners.set(code, owner);
    },
    ownerOf: (code) => owners.get(code),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    contentDocuments: ContentDocuments;
  }
}
