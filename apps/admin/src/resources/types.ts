import type { ComponentType } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import type { Permission } from '@store/domain/staff';

/** How the data provider reaches one resource's routes (data-provider.ts). */
export interface ResourceData {
  /** The list route, and the base of `<endpoint>/:id` unless itemEndpoint says otherwise; relative to /api. */
  endpoint: string;
  itemEndpoint?: string;
  createEndpoint?: string;
  /** The list filters as the route's query (default: the filter object as it is). */
  listQuery?: (filter: Record<string, unknown>) => Record<string, unknown>;
  /** Fields the list route can sort by (`?sort=&order=`); others are not sent. */
  sortable?: string[];
  idOf?: (item: RaRecord) => Identifier;
  updateMethod?: 'PATCH' | 'PUT';
  /** Appended to `<endpoint>/:id` for updates (content: `/draft`). */
  updateSuffix?: string;
  /** Filters the list route cannot do without (installation slots: area_id): until given, the list is empty and the route is not called. */
  requires?: string[];
  /** A list whose route names its cursor otherwise (the audit log: `before_id`). */
  cursorParam?: string;
  /** A list whose reply is not `{ items, next_cursor }` (the audit log: `{ entries, next_before_id }`). */
  toPage?: (reply: unknown) => { items: RaRecord[]; next_cursor: string | null };
  toUpdate?: (data: Partial<RaRecord>, previous: RaRecord) => unknown;
  toCreate?: (data: Partial<RaRecord>) => unknown;
}

/** One entry of the console's menu: a resource with its pages, the permission it needs and its routes. */
export interface AdminResource {
  name: string;
  /** The permission the staff member needs (packages/domain/src/staff.ts); the server checks it again. */
  permission: Permission;
  data: ResourceData;
  icon?: ComponentType;
  list?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  /** The field that names a record in titles and references. */
  recordRepresentation?: string;
}
