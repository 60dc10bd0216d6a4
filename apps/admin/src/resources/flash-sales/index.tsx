import FlashOnIcon from '@mui/icons-material/FlashOn';
import { ArrayInput, Create, DataTable, FunctionField, List, NumberInput, SimpleForm, SimpleFormIterator, TextInput, minValue, required, regex } from 'react-admin';
import { DateField, DateTimeInput } from '../../components/dates';
import { SatangInput } from '../../components/money';
import { endAfterStart, ID_PATTERN } from '../campaigns';
import { SaveOnly } from '../../components/SaveOnly';
import type { AdminResource } from '../types';
import { EditPage } from '../../components/EditPage';

interface Item {
  variant_id: number;
  sku?: string;
  price: number;
  quota: number;
  sold?: number;
}

/** A quota below what is sold is said beside the field (the server refuses it too: 409 quota_below_sold). */
const notBelowSold = (value: unknown, all: { items?: Item[] }, props: { source?: string }) => {
  const index = Number(/items\.(\d+)\./.exec(props?.source ?? '')?.[1]);
  const sold = all.items?.[index]?.sold ?? 0;
  return typeof value === 'number' && value < sold ? { message: 'catalog_admin.quota_below_sold', args: { sold } } : undefined;
};

function FlashSaleList() {
  return (
    <List perPage={25}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="id" disableSort />
        <DataTable.Col source="title.th" label="resources.flash-sales.fields.title_th" disableSort />
        <DataTable.Col source="brand_slug" disableSort />
        <DataTable.Col source="start_at" disableSort>
          <DateField source="start_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="end_at" disableSort>
          <DateField source="end_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="items" disableSort>
          <FunctionField<{ items: Item[] }> render={(r) => r.items.map((i) => `${i.sku}: ${i.sold ?? 0}/${i.quota}`).join(', ')} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function FlashSaleFields({ create }: { create?: boolean }) {
  return (
    <>
      {create && <TextInput source="id" validate={[required(), regex(ID_PATTERN, 'catalog_admin.id_help')]} helperText="catalog_admin.id_help" />}
      {create && <TextInput source="brand_slug" helperText="catalog_admin.brand_help" />}
      <TextInput source="title.th" label="resources.flash-sales.fields.title_th" validate={required()} fullWidth />
      <TextInput source="title.en" label="resources.flash-sales.fields.title_en" validate={required()} fullWidth />
      <DateTimeInput source="start_at" validate={required()} />
      <DateTimeInput source="end_at" validate={[required(), endAfterStart]} />
      <ArrayInput source="items">
        <SimpleFormIterator inline disableReordering>
          <NumberInput source="variant_id" min={1} step={1} validate={required()} />
          <TextInput source="sku" disabled />
          <SatangInput source="price" validate={required()} />
          <NumberInput source="quota" min={0} step={1} validate={[required(), minValue(0), notBelowSold]} />
          <NumberInput source="sold" disabled />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

const iso = (v: unknown) => (typeof v === 'string' || v instanceof Date ? new Date(v).toISOString() : v);
const items = (list: unknown) => ((list as Item[] | undefined) ?? []).map((i) => ({ variant_id: i.variant_id, price: i.price, quota: i.quota }));

/** Flash sales (catalog.manage): window (end after start) and per-variant price and quota (never below what is sold). */
export const flashSalesResource: AdminResource = {
  name: 'flash-sales',
  permission: 'catalog.manage',
  icon: FlashOnIcon,
  list: FlashSaleList,
  edit: () => (
    <EditPage redirect={false}>
      <SimpleForm toolbar={<SaveOnly />}>
        <FlashSaleFields />
      </SimpleForm>
    </EditPage>
  ),
  create: () => (
    <Create redirect="edit">
      <SimpleForm defaultValues={{ items: [] }}>
        <FlashSaleFields create />
      </SimpleForm>
    </Create>
  ),
  recordRepresentation: 'id',
  data: {
    endpoint: '/admin/flash-sales',
    toCreate: (data) => ({
      id: data.id,
      title: data.title,
      brand_slug: data.brand_slug || null,
      start_at: iso(data.start_at),
      end_at: iso(data.end_at),
      items: items(data.items),
    }),
    toUpdate: (data, previous) => {
      const change: Record<string, unknown> = {};
      if (JSON.stringify(data.title) !== JSON.stringify(previous.title)) change.title = data.title;
      if (iso(data.start_at) !== iso(previous.start_at)) change.start_at = iso(data.start_at);
      if (iso(data.end_at) !== iso(previous.end_at)) change.end_at = iso(data.end_at);
      if (JSON.stringify(items(data.items)) !== JSON.stringify(items(previous.items))) change.items = items(data.items);
      return change;
    },
  },
};
