import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  BooleanInput,
  Create,
  DataTable,
  FormDataConsumer,
  FunctionField,
  List,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  minValue,
  maxValue,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateField, DateTimeInput, DateTimeText } from '../../components/dates';
import type { StaffCoupon } from '@store/domain/backoffice';
import { api } from '../../api';
import { baht } from '../ops-ui';
import type { AdminResource } from '../types';
import { EditPage } from '../../components/EditPage';

const kindChoices = [
  { id: 'percent', name: 'ops.coupon_kind.percent' },
  { id: 'fixed', name: 'ops.coupon_kind.fixed' },
];

function CouponList() {
  return (
    <List filters={[<TextInput key="q" source="q" alwaysOn resettable label="ra.action.search" />]}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="code" />
        <DataTable.Col source="title.th" label="resources.coupons.fields.title" />
        <DataTable.Col source="discount_kind">
          <FunctionField<StaffCoupon> render={(c) => (c.discount_kind === 'percent' ? `${c.percent}%` : baht(c.amount))} />
        </DataTable.Col>
        <DataTable.Col source="used">
          <FunctionField<StaffCoupon> render={(c) => `${c.used}${c.total_limit === null ? '' : ` / ${c.total_limit}`}`} />
        </DataTable.Col>
        <DataTable.Col source="ends_at">
          <DateField source="ends_at" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** Baht in the form, satang in the API. */
const toSatang = (v: unknown) => (v === null || v === undefined || v === '' ? null : Math.round(Number(v) * 100));
const fromSatang = (v: unknown) => (v === null || v === undefined ? null : Number(v) / 100);

function CouponFields({ create }: { create?: boolean }) {
  return (
    <>
      {create && <TextInput source="code" validate={required()} helperText="ops.coupon_code_help" />}
      <TextInput source="title.th" label="resources.coupons.fields.title_th" validate={required()} fullWidth />
      <TextInput source="title.en" label="resources.coupons.fields.title_en" validate={required()} fullWidth />
      <TextInput source="description.th" label="resources.coupons.fields.description_th" validate={required()} fullWidth multiline />
      <TextInput source="description.en" label="resources.coupons.fields.description_en" validate={required()} fullWidth multiline />
      <SelectInput source="discount_kind" choices={kindChoices} validate={required()} />
      <FormDataConsumer>
        {({ formData }) =>
          formData.discount_kind === 'percent' ? (
            <>
              <NumberInput source="percent" validate={[required(), minValue(0.01), maxValue(100)]} />
              <NumberInput source="max_discount" label="resources.coupons.fields.max_discount_baht" format={fromSatang} parse={toSatang} />
            </>
          ) : (
            <NumberInput source="amount" label="resources.coupons.fields.amount_baht" format={fromSatang} parse={toSatang} validate={required()} />
          )
        }
      </FormDataConsumer>
      <NumberInput source="min_spend" label="resources.coupons.fields.min_spend_baht" format={fromSatang} parse={(v) => toSatang(v) ?? 0} />
      <DateTimeInput source="starts_at" validate={required()} />
      <DateTimeInput source="ends_at" validate={required()} />
      <NumberInput source="total_limit" validate={minValue(1)} helperText="ops.unlimited_help" />
      <NumberInput source="per_user_limit" validate={minValue(1)} helperText="ops.unlimited_help" />
      <BooleanInput source="collectable" />
    </>
  );
}

function Uses() {
  const record = useRecordContext<StaffCoupon>();
  const translate = useTranslate();
  const [uses, setUses] = useState<{ id: number; order_id: string; user: string; discount: number; used_at: string; released_at: string | null }[]>([]);
  useEffect(() => {
    if (record)
      void api<{ items: typeof uses }>('GET', `/staff/coupons/${record.id}/uses`, { query: { limit: 50 } }).then(
        (p) => setUses(p.items),
        () => setUses([]),
      );
  }, [record]);
  if (!record) return null;
  return (
    <Card variant="outlined" sx={{ mt: { xs: 2, md: 0 }, ml: { md: 2 }, minWidth: 280 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('ops.coupon_uses', { used: record.used, collected: record.collected })}
        </Typography>
        {uses.length === 0 ? (
          <Typography variant="body2">{translate('ops.no_uses')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('ops.used_at')}</TableCell>
                  <TableCell>{translate('ops.shopper')}</TableCell>
                  <TableCell align="right">{translate('ops.discount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {uses.map((u) => (
                  <TableRow key={u.id}>
                    <TableCell>
                      <DateTimeText value={u.used_at} />
                    </TableCell>
                    <TableCell>{u.user}</TableCell>
                    <TableCell align="right">
                      {baht(u.discount)}
                      {u.released_at ? ` (${translate('ops.given_back')})` : ''}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

const FIELDS = [
  'title',
  'description',
  'discount_kind',
  'percent',
  'amount',
  'max_discount',
  'min_spend',
  'scope_product_ids',
  'scope_categories',
  'scope_product_types',
  'starts_at',
  'ends_at',
  'total_limit',
  'per_user_limit',
  'collectable',
] as const;
const iso = (v: unknown) => (typeof v === 'string' || v instanceof Date ? new Date(v).toISOString() : v);
const clean = (data: Record<string, unknown>) => {
  const out: Record<string, unknown> = {};
  for (const key of FIELDS) if (data[key] !== undefined) out[key] = key === 'starts_at' || key === 'ends_at' ? iso(data[key]) : data[key] === '' ? null : data[key];
  if (out.discount_kind === 'percent') out.amount = null;
  if (out.discount_kind === 'fixed') {
    out.percent = null;
    out.max_discount = null;
  }
  return out;
};

/** Coupons (coupons.manage): the rules of spec 7 Coupons, use limits and window; the uses beside the form. */
export const couponsResource: AdminResource = {
  name: 'coupons',
  permission: 'coupons.manage',
  icon: LocalOfferIcon,
  list: CouponList,
  edit: () => (
    <EditPage aside={<Uses />}>
      <SimpleForm>
        <CouponFields />
      </SimpleForm>
    </EditPage>
  ),
  create: () => (
    <Create redirect="edit">
      <SimpleForm
        defaultValues={{
          discount_kind: 'percent',
          min_spend: 0,
          collectable: true,
          per_user_limit: 1,
          scope_product_ids: [],
          scope_categories: [],
          scope_product_types: [],
          max_discount: null,
          amount: null,
          percent: 10,
          total_limit: null,
        }}
      >
        <CouponFields create />
      </SimpleForm>
    </Create>
  ),
  recordRepresentation: 'code',
  data: {
    endpoint: '/staff/coupons',
    toCreate: (data) => ({ code: data.code, ...clean(data) }),
    toUpdate: (data, previous) => {
      const next = clean(data);
      const before = clean(previous);
      const change: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(next)) if (JSON.stringify(value) !== JSON.stringify(before[key])) change[key] = value;
      if (change.discount_kind || change.percent !== undefined || change.amount !== undefined)
        Object.assign(change, { discount_kind: next.discount_kind, percent: next.percent, amount: next.amount, max_discount: next.max_discount });
      return change;
    },
  },
};
