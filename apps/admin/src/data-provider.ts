import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { api } from './api';
import { resourceData, type ResourceData } from './resources/registry';

/** A page of a list as the console's list routes answer it: keyset paging, never OFFSET. */
export interface CursorPage<T> {
  items: T[];
  next_cursor: string | null;
}

/**
 * react-admin asks for page N; our list routes take the cursor the previous page ended with. The
 * cursors met so far are kept per list (resource, filter, sort, page size), so "next" and "previous"
 * work and a jump to an unknown page starts over at page 1. The lists show "1-25 of more than 25"
 * (react-admin's partial pagination: `pageInfo`, no total), which needs no COUNT over a big table.
 */
const cursors = new Map<string, (string | null)[]>();

function listKey(resource: string, params: GetListParams): string {
  return JSON.stringify([resource, params.filter ?? {}, params.sort ?? null, params.pagination?.perPage ?? 25]);
}

async function getList(resource: string, params: GetListParams, data: ResourceData) {
  if (data.requires?.some((name) => !params.filter?.[name])) return { data: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } };
  const perPage = params.pagination?.perPage ?? 25;
  const page = params.pagination?.page ?? 1;
  const key = listKey(resource, params);
  const known = cursors.get(key) ?? [null];
  const cursor = page - 1 < known.length ? known[page - 1] : undefined;
  const from = cursor === undefined ? 1 : page;
  const query: Record<string, unknown> = { ...data.listQuery?.(params.filter ?? {}), limit: perPage };
  if (!data.listQuery) Object.assign(query, params.filter ?? {});
  if (params.sort?.field && data.sortable?.includes(params.sort.field)) Object.assign(query, { sort: params.sort.field, order: params.sort.order.toLowerCase() });
  if (from > 1 && cursor) query[data.cursorParam ?? 'cursor'] = cursor;
  const reply = await api<CursorPage<RaRecord> | RaRecord[]>('GET', data.endpoint, { query });
  const pageData = Array.isArray(reply) ? { items: reply, next_cursor: null } : data.toPage ? data.toPage(reply) : reply;
  const next = known.slice(0, from);
  next[from] = pageData.next_cursor;
  cursors.set(key, next);
  const items = pageData.items.map((item) => ({ ...item, id: data.idOf ? data.idOf(item) : item.id }));
  // A route that answers a whole (short) list as an array has a total; a cursor list has none.
  if (Array.isArray(reply)) return { data: items, total: items.length };
  return { data: items, pageInfo: { hasNextPage: pageData.next_cursor !== null, hasPreviousPage: from > 1 } };
}

const itemPath = (data: ResourceData, id: Identifier) => `${data.itemEndpoint ?? data.endpoint}/${encodeURIComponent(String(id))}`;

/**
 * The one data provider of the console: every resource is an entry of resources/registry.ts naming
 * its endpoint (GET list with `?cursor=&limit=`, GET/PATCH/DELETE `<endpoint>/:id`, POST `<endpoint>`),
 * with `custom` calls for the rest (imports, publish, revert…).
 */
export const dataProvider: DataProvider = {
  getList: (resource, params) => getList(resource, params, resourceData(resource)) as never,
  async getOne(resource, params) {
    const data = resourceData(resource);
    const item = await api<RaRecord>('GET', itemPath(data, params.id));
    return { data: { ...item, id: params.id } } as never;
  },
  async getMany(resource, params) {
    const data = resourceData(resource);
    const items = await Promise.all(params.ids.map(async (id) => ({ ...(await api<RaRecord>('GET', itemPath(data, id))), id })));
    return { data: items } as never;
  },
  async getManyReference() {
    return { data: [], total: 0 };
  },
  async update(resource, params) {
    const data = resourceData(resource);
    const body = data.toUpdate ? data.toUpdate(params.data, params.previousData) : params.data;
    const item = await api<RaRecord>(data.updateMethod ?? 'PATCH', `${itemPath(data, params.id)}${data.updateSuffix ?? ''}`, { body });
    return { data: { ...item, id: params.id } } as never;
  },
  async updateMany() {
    throw new Error('not supported');
  },
  async create(resource, params) {
    const data = resourceData(resource);
    const item = await api<RaRecord>('POST', data.createEndpoint ?? data.endpoint, { body: data.toCreate ? data.toCreate(params.data) : params.data });
    return { data: { ...item, id: data.idOf ? data.idOf(item) : item.id } } as never;
  },
  async delete(resource, params) {
    const data = resourceData(resource);
    await api('DELETE', itemPath(data, params.id));
    return { data: params.previousData ?? { id: params.id } } as never;
  },
  async deleteMany(resource, params) {
    const data = resourceData(resource);
    for (const id of params.ids) await api('DELETE', itemPath(data, id));
    return { data: params.ids };
  },
};
