import type { CatalogTexts } from '@store/domain/content';
import type { Db } from '../../db/client';
import { invalid } from '../../lib/errors';
import type { OwnedDocument } from '../content/documents';
import { editorialTexts, existingEditorialIds, existingListSlugs, storeListTexts, updateEditorialText, updateStoreListText } from './texts-repository';

/**
 * The catalogue's texts edited through the console's content drafts (decision 045): the SEO text of
 * each store list (`seo-texts`) and the texts of each editorial page (`editorials`). The catalogue
 * keeps the published copy (catalog_lists, catalog_editorials); a document names lists and pages that
 * exist (adding one, or its products, is the catalogue's business), and those it leaves out keep their texts.
 */
function unknownIds(kind: string, ids: string[], known: Set<string>) {
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) {
    throw invalid(
      'content_invalid',
      `No ${kind} ${missing.join(', ')}.`,
      missing.map((id) => ({ path: id, message: `${kind}_not_found` })),
    );
  }
}

export const seoTextsDocument: OwnedDocument = {
  topic: 'catalog',
  load: (db: Db): Promise<CatalogTexts['seo-texts']> => storeListTexts(db),
  async check(db, value) {
    const items = value as CatalogTexts['seo-texts'];
    unknownIds(
      'store_list',
      items.map((i) => i.slug),
      await existingListSlugs(
        db,
        items.map((i) => i.slug),
      ),
    );
  },
  async publish(tx, value) {
    for (const item of value as CatalogTexts['seo-texts']) await updateStoreListText(tx, item.slug, item.title, item.description);
  },
};

export const editorialsDocument: OwnedDocument = {
  topic: 'catalog',
  load: (db: Db): Promise<CatalogTexts['editorials']> => editorialTexts(db),
  async check(db, value) {
    const items = value as CatalogTexts['editorials'];
    unknownIds(
      'editorial',
      items.map((i) => i.id),
      await existingEditorialIds(
        db,
        items.map((i) => i.id),
      ),
    );
  },
  async publish(tx, value) {
    for (const item of value as CatalogTexts['editorials']) await updateEditorialText(tx, item.id, { title: item.title, summary: item.summary, body: item.body });
  },
};
