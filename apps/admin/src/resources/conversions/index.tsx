import PhonelinkSetupIcon from '@mui/icons-material/PhonelinkSetup';
import { Button as MuiButton, Card, CardContent, Chip, Stack } from '@mui/material';
import {
  DataTable,
  FunctionField,
  Labeled,
  List,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useLocaleState,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CONVERSION_QUEUE_FILTERS, type StaffConversion } from '@store/domain/pre2post';
import type { Permission } from '@store/domain/staff';
import { api } from '../../api';
import { DateField } from '../../components/dates';
import { useAction } from '../ops-ui';
import type { AdminResource } from '../types';

function StateChip({ state }: { state: StaffConversion['state'] }) {
  const translate = useTranslate();
  const colour = state === 'to_schedule' ? 'warning' : state === 'awaiting_ekyc' ? 'info' : state === 'cancelled' ? 'default' : 'success';
  return <Chip size="small" color={colour} label={translate(`conversions.state.${state}`, { _: state })} />;
}

function PlanTitle({ conversion }: { conversion: StaffConversion }) {
  const [locale] = useLocaleState();
  return <>{locale === 'en' ? conversion.plan_title.en : conversion.plan_title.th}</>;
}

/** Retry (an approved conversion the subscriber system has not taken) and cancel (any pending one), for orders.fulfil. */
function Actions({ conversion }: { conversion: StaffConversion }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permission[]>();
  const action = useAction();
  if (!permissions?.includes('orders.fulfil')) return null;
  const pending = conversion.state === 'awaiting_ekyc' || conversion.state === 'to_schedule' || conversion.state === 'scheduled';
  return (
    <Stack direction="row" spacing={1} onClick={(e) => e.stopPropagation()}>
      {conversion.state === 'to_schedule' && (
        <MuiButton
          size="small"
          variant="outlined"
          disabled={action.busy}
          onClick={() => void action.run(() => api('POST', `/staff/pre2post/conversions/${conversion.id}/retry`), 'conversions.retried')}
        >
          {translate('conversions.retry')}
        </MuiButton>
      )}
      {pending && (
        <MuiButton
          size="small"
          color="warning"
          variant="outlined"
          disabled={action.busy}
          onClick={() => {
            if (window.confirm(translate('conversions.cancel_confirm', { order: conversion.order_number }))) {
              void action.run(() => api('POST', `/staff/pre2post/conversions/${conversion.id}/cancel`), 'conversions.cancelled');
            }
          }}
        >
          {translate('conversions.cancel')}
        </MuiButton>
      )}
    </Stack>
  );
}

function ConversionList() {
  return (
    <List
      filters={[<SelectInput key="state" source="state" alwaysOn choices={CONVERSION_QUEUE_FILTERS.map((s) => ({ id: s, name: `conversions.filter.${s}` }))} />]}
      filterDefaultValues={{ state: 'attention' }}
    >
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="order_number" />
        <DataTable.Col source="mobile_number" />
        <DataTable.Col source="plan_title">
          <FunctionField<StaffConversion> render={(c) => <PlanTitle conversion={c} />} />
        </DataTable.Col>
        <DataTable.Col source="state">
          <FunctionField<StaffConversion> render={(c) => <StateChip state={c.state} />} />
        </DataTable.Col>
        <DataTable.Col source="attempts" />
        <DataTable.Col source="last_error_code" />
        <DataTable.Col source="created_at">
          <DateField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col label="ops.actions">
          <FunctionField<StaffConversion> render={(c) => <Actions conversion={c} />} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function ConversionDetail() {
  const conversion = useRecordContext<StaffConversion>();
  if (!conversion) return null;
  return (
    <SimpleShowLayout>
      <TextField source="order_number" />
      <TextField source="mobile_number" />
      <Labeled source="plan_title">
        <span>
          <PlanTitle conversion={conversion} /> ({conversion.nas_code})
        </span>
      </Labeled>
      <Labeled source="state">
        <StateChip state={conversion.state} />
      </Labeled>
      <TextField source="ekyc_application_id" emptyText="-" />
      <TextField source="change_id" emptyText="-" />
      <DateField source="scheduled_at" showTime emptyText="-" />
      <DateField source="effective_at" showTime emptyText="-" />
      <TextField source="attempts" />
      <TextField source="last_error_code" emptyText="-" />
      <DateField source="last_attempt_at" showTime emptyText="-" />
      <DateField source="created_at" showTime />
      <DateField source="updated_at" showTime />
      <Card variant="outlined" sx={{ mt: 1 }}>
        <CardContent>
          <Actions conversion={conversion} />
        </CardContent>
      </Card>
    </SimpleShowLayout>
  );
}

function ConversionShow() {
  return (
    <Show>
      <ConversionDetail />
    </Show>
  );
}

/**
 * Prepaid-to-postpaid conversions that need attention (issue 20 work queues; decision 045): orders.read
 * to look (numbers masked), orders.fulfil to retry one the subscriber system did not take or to cancel one.
 */
export const conversionsResource: AdminResource = {
  name: 'conversions',
  permission: 'orders.read',
  icon: PhonelinkSetupIcon,
  list: ConversionList,
  show: ConversionShow,
  recordRepresentation: 'order_number',
  data: { endpoint: '/staff/pre2post/conversions', listQuery: (f) => ({ state: f.state }) },
};
