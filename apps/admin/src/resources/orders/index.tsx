import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  Box,
  LinearProgress,
  Button as MuiButton,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { DataTable, FunctionField, List, SelectInput, Show, TextInput, useRecordContext, usePermissions, useTranslate } from 'react-admin';
import { DateField, DateTimeInput, DateTimeText } from '../../components/dates';
import type { OrderReveal, StaffOrderDetail, StaffOrderRow } from '@store/domain/backoffice';
import { ORDER_STATES } from '@store/domain/order-state';
import { ORDER_CHANNELS, type Permission } from '@store/domain/staff';
import { parsePrice } from '@store/domain/money';
import { api } from '../../api';
import { baht, ReasonDialog, useAction } from '../ops-ui';
import type { AdminResource } from '../types';

const stateChoices = ORDER_STATES.map((s) => ({ id: s, name: `ops.order_state.${s}` }));
const channelChoices = ORDER_CHANNELS.map((c) => ({ id: c, name: `ops.channel.${c}` }));

const filters = [
  <TextInput key="q" source="q" label="resources.orders.fields.order_number" alwaysOn resettable />,
  <TextInput key="phone" source="phone" label="resources.orders.fields.phone" alwaysOn resettable />,
  <SelectInput key="state" source="state" choices={stateChoices} label="resources.orders.fields.state" />,
  <SelectInput key="channel" source="channel" choices={channelChoices} label="resources.orders.fields.channel" />,
  <DateTimeInput key="from" source="from" label="resources.orders.fields.from" />,
  <DateTimeInput key="to" source="to" label="resources.orders.fields.to" />,
];

function StateChip({ state }: { state: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`ops.order_state.${state}`)}
      color={state === 'cancelled' || state === 'expired' ? 'default' : state === 'delivered' || state === 'completed' ? 'success' : 'primary'}
    />
  );
}

function OrderList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="order_number" />
        <DataTable.Col source="created_at">
          <DateField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="state">
          <FunctionField<StaffOrderRow> render={(r) => <StateChip state={r.state} />} />
        </DataTable.Col>
        <DataTable.Col source="channel">
          <FunctionField<StaffOrderRow> render={(r) => <ChannelText channel={r.channel} />} />
        </DataTable.Col>
        <DataTable.Col source="contact_name" />
        <DataTable.Col source="contact_phone" />
        <DataTable.Col source="total">
          <FunctionField<StaffOrderRow> render={(r) => baht(r.total)} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function ChannelText({ channel }: { channel: string }) {
  const translate = useTranslate();
  return <>{translate(`ops.channel.${channel}`)}</>;
}

type Detail = StaffOrderDetail & { id: string };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Actions({ record }: { record: Detail }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permission[]>();
  const can = (p: Permission) => Boolean(permissions?.includes(p));
  const action = useAction();
  const [dialog, setDialog] = useState<'refund' | 'cancel' | 'reveal' | null>(null);
  const [amount, setAmount] = useState('');
  const [revealed, setRevealed] = useState<OrderReveal | null>(null);
  const [next, setNext] = useState('');
  const number = record.order.order_number;
  const amountError =
    amount.trim() !== '' &&
    (() => {
      try {
        const v = parsePrice(amount.trim());
        return v <= 0 || v > record.refundable;
      } catch {
        return true;
      }
    })();

  async function refund(reason: string) {
    const body: { reason: string; amount?: number } = { reason };
    if (amount.trim()) body.amount = parsePrice(amount.trim());
    const key = `refund-${crypto.randomUUID()}`;
    const done = await action.run(() => api('POST', `/staff/orders/${encodeURIComponent(number)}/refunds`, { body, headers: { 'idempotency-key': key } }), 'ops.refund_done');
    if (done) {
      setDialog(null);
      setAmount('');
    }
  }
  async function cancel(reason: string) {
    if (await action.run(() => api('POST', `/staff/orders/${encodeURIComponent(number)}/cancel`, { body: { reason } }), 'ops.cancel_done')) setDialog(null);
  }
  async function reveal(reason: string) {
    const data = await action.run(() => api<OrderReveal>('POST', `/staff/orders/${encodeURIComponent(number)}/reveal`, { body: { reason } }));
    if (data) {
      setRevealed(data);
      setDialog(null);
    }
  }
  const fulfilMoves: Record<string, string[]> = { paid: ['packing', 'delivering'], packing: ['delivering'], delivering: ['delivered'] };
  const moves = fulfilMoves[record.order.state] ?? [];

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {can('orders.refund') && record.refundable > 0 && (
        <MuiButton variant="contained" onClick={() => setDialog('refund')} data-testid="refund-open">
          {translate('ops.refund')}
        </MuiButton>
      )}
      {can('orders.refund') && ['placed', 'awaiting_payment', 'paid', 'packing'].includes(record.order.state) && (
        <MuiButton variant="outlined" color="error" onClick={() => setDialog('cancel')} data-testid="cancel-open">
          {translate('ops.cancel_order')}
        </MuiButton>
      )}
      {can('orders.read') && record.order.paid_at && record.order.contact.email && (
        <MuiButton
          variant="outlined"
          disabled={action.busy}
          onClick={() => void action.run(() => api('POST', `/staff/orders/${encodeURIComponent(number)}/receipt-email`), 'ops.receipt_sent')}
          data-testid="receipt"
        >
          {translate('ops.resend_receipt')}
        </MuiButton>
      )}
      {can('personal_data.reveal') && !revealed && (
        <MuiButton variant="outlined" onClick={() => setDialog('reveal')} data-testid="reveal-open">
          {translate('ops.reveal')}
        </MuiButton>
      )}
      {can('orders.fulfil') && moves.length > 0 && (
        <Stack direction="row" spacing={1}>
          <MuiTextField select size="small" value={next} onChange={(e) => setNext(e.target.value)} label={translate('ops.move_to')} sx={{ minWidth: 160 }}>
            {moves.map((m) => (
              <MenuItem key={m} value={m}>
                {translate(`ops.order_state.${m}`)}
              </MenuItem>
            ))}
          </MuiTextField>
          <MuiButton
            variant="outlined"
            disabled={!next || action.busy}
            onClick={() => void action.run(() => api('POST', `/operator/orders/${encodeURIComponent(number)}/state`, { body: { state: next } }), 'ops.state_done')}
          >
            {translate('ops.move')}
          </MuiButton>
        </Stack>
      )}
      {revealed && (
        <Box data-testid="revealed" sx={{ width: '100%', p: 1, bgcolor: 'warning.light', borderRadius: 1 }}>
          <Typography variant="body2">
            {translate('ops.revealed_phone')}: <strong>{revealed.contact.phone}</strong>
            {revealed.delivery_phone ? ` · ${translate('ops.delivery_phone')}: ${revealed.delivery_phone}` : ''}
            {revealed.contact.email ? ` · ${revealed.contact.email}` : ''}
          </Typography>
          {revealed.lines
            .filter((l) => l.birth_date || l.id_number)
            .map((l) => (
              <Typography key={l.line_id} variant="body2">
                {[l.birth_date, l.birth_time, l.id_number].filter(Boolean).join(' · ')}
              </Typography>
            ))}
        </Box>
      )}
      <ReasonDialog
        open={dialog === 'refund'}
        title={translate('ops.refund_title', { amount: baht(record.refundable) })}
        onClose={() => setDialog(null)}
        onConfirm={(r) => void refund(r)}
        busy={action.busy || amountError}
        confirmLabel={translate('ops.refund')}
        testId="refund-dialog"
      >
        <MuiTextField
          label={translate('ops.refund_amount')}
          helperText={amountError ? translate('ops.refund_amount_invalid', { amount: baht(record.refundable) }) : translate('ops.refund_amount_help')}
          error={amountError}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'refund-amount' } }}
        />
      </ReasonDialog>
      <ReasonDialog
        open={dialog === 'cancel'}
        title={translate('ops.cancel_title')}
        onClose={() => setDialog(null)}
        onConfirm={(r) => void cancel(r)}
        busy={action.busy}
        confirmLabel={translate('ops.cancel_order')}
        testId="cancel-dialog"
      />
      <ReasonDialog
        open={dialog === 'reveal'}
        title={translate('ops.reveal_title')}
        onClose={() => setDialog(null)}
        onConfirm={(r) => void reveal(r)}
        busy={action.busy}
        confirmLabel={translate('ops.reveal')}
        testId="reveal-dialog"
      />
    </Stack>
  );
}

function OrderDetail() {
  const record = useRecordContext<Detail>();
  const translate = useTranslate();
  // Until the detail arrives, react-admin may hand over the list's row (no `order` yet).
  if (!record?.order) return <LinearProgress />;
  const o = record.order;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" data-testid="order-number">
          {o.order_number}
        </Typography>
        <StateChip state={o.state} />
        <Typography variant="body2">
          <ChannelText channel={record.channel} /> · <DateTimeText value={o.created_at} /> · {translate('resources.orders.fields.total')} {baht(o.total)}
        </Typography>
      </Stack>
      <Actions record={record} />
      <Section title={translate('ops.contact')}>
        <Typography variant="body2" data-testid="contact">
          {o.contact.name} · {o.contact.phone}
          {o.contact.email ? ` · ${o.contact.email}` : ''}
        </Typography>
        <Typography variant="body2">
          {o.delivery.method === 'pickup'
            ? `${translate('ops.pickup')}: ${o.delivery.shop.name.th}`
            : `${o.delivery.address.name} · ${o.delivery.address.line1} ${o.delivery.address.postcode} · ${o.delivery.address.phone}`}
        </Typography>
      </Section>
      <Section title={translate('ops.lines')}>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('ops.item')}</TableCell>
                <TableCell align="right">{translate('ops.quantity')}</TableCell>
                <TableCell align="right">{translate('ops.line_total')}</TableCell>
                <TableCell>{translate('ops.hold')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {o.lines.map((l) => {
                const hold = record.holds.find((h) => h.line_id === l.id)?.hold;
                return (
                  <TableRow key={l.id}>
                    <TableCell>{l.title.th}</TableCell>
                    <TableCell align="right">{l.quantity}</TableCell>
                    <TableCell align="right">{baht(l.line_total)}</TableCell>
                    <TableCell>{hold ? `${hold.kind} ${hold.id}` : '—'}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      </Section>
      <Section title={translate('ops.payments')}>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="payments">
            <TableHead>
              <TableRow>
                <TableCell>{translate('ops.method')}</TableCell>
                <TableCell>{translate('ops.status')}</TableCell>
                <TableCell align="right">{translate('ops.amount')}</TableCell>
                <TableCell align="right">{translate('ops.refunded')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {record.payments.map((p, i) => (
                <TableRow key={p.charge_id ?? i}>
                  <TableCell>{p.method}</TableCell>
                  <TableCell>{translate(`ops.payment_status.${p.status}`, { _: p.status })}</TableCell>
                  <TableCell align="right">{baht(p.amount)}</TableCell>
                  <TableCell align="right" data-testid="payment-refunded">
                    {baht(p.refunded_amount)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="refundable">
          {translate('ops.refundable')}: {baht(record.refundable)}
        </Typography>
      </Section>
      {record.refunds.length > 0 && (
        <Section title={translate('ops.refunds')}>
          <Table size="small" data-testid="refunds">
            <TableBody>
              {record.refunds.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>
                    <DateTimeText value={r.created_at} />
                  </TableCell>
                  <TableCell align="right">{baht(r.amount)}</TableCell>
                  <TableCell>{translate(`ops.refund_state.${r.state}`)}</TableCell>
                  <TableCell>{r.reason}</TableCell>
                  <TableCell>{r.staff}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Section>
      )}
      <Section title={translate('ops.history')}>
        {o.history.map((h, i) => (
          <Typography key={i} variant="body2">
            <DateTimeText value={h.at} /> · {h.from ? translate(`ops.order_state.${h.from}`) : '—'} → {translate(`ops.order_state.${h.to}`)}
          </Typography>
        ))}
      </Section>
    </Box>
  );
}

function OrderShow() {
  return (
    <Show>
      <OrderDetail />
    </Show>
  );
}

const iso = (v: unknown) => (typeof v === 'string' && v ? new Date(v).toISOString() : undefined);

/** Orders (orders.read): search, the detail with payments, refunds, holds and history; refund, cancel, re-send the receipt, reveal, move along fulfilment. */
export const ordersResource: AdminResource = {
  name: 'orders',
  permission: 'orders.read',
  icon: ReceiptLongIcon,
  list: OrderList,
  show: OrderShow,
  recordRepresentation: 'order_number',
  data: {
    endpoint: '/staff/orders',
    idOf: (item) => item.order_number,
    listQuery: (f) => ({ q: f.q, phone: f.phone, state: f.state, channel: f.channel, from: iso(f.from), to: iso(f.to) }),
  },
};
