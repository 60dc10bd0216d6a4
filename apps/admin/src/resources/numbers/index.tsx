import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  DataTable,
  FunctionField,
  List,
  NumberInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../components/dates';
import { NUMBER_CLASSES } from '@store/domain/msisdn';
import { ADMIN_NUMBER_STATUSES } from '@store/domain/contracts/admin-numbers';
import { api } from '../../api';
import { CsvImport } from '../../components/CsvImport';
import { Baht, SatangInput } from '../../components/money';
import type { AdminResource } from '../types';
import { EditPage } from '../../components/EditPage';

const classChoices = NUMBER_CLASSES.map((id) => ({ id, name: `numbers.classes.${id}` }));
const statusChoices = ADMIN_NUMBER_STATUSES.map((id) => ({ id, name: `numbers.statuses.${id}` }));

const filters = [
  <TextInput key="q" source="q" label="numbers.leading_digits" alwaysOn />,
  <SelectInput key="class" source="class" choices={classChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <NumberInput key="price_min" source="price_min" label="numbers.price_min" />,
  <NumberInput key="price_max" source="price_max" label="numbers.price_max" />,
];

function NumberList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  return (
    <>
      <List filters={filters} perPage={25} sort={{ field: 'number', order: 'ASC' }} actions={false} disableSyncWithLocation={false}>
        <DataTable bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="number" disableSort />
          <DataTable.Col source="class" disableSort>
            <SelectField source="class" choices={classChoices} />
          </DataTable.Col>
          <DataTable.Col source="price" disableSort>
            <FunctionField source="price" render={(r: { price: number }) => <Baht satang={r.price} />} />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <SelectField source="status" choices={statusChoices} />
          </DataTable.Col>
          <DataTable.Col source="hold_expires_at" disableSort>
            <DateField source="hold_expires_at" showTime />
          </DataTable.Col>
        </DataTable>
      </List>
      <CsvImport endpoint="/admin/numbers/import" help={translate('numbers.import_help')} keyLabel={translate('resources.numbers.fields.number')} onDone={refresh} />
    </>
  );
}

function NumberActions() {
  const record = useRecordContext<{ number: string; status: string; hold_order_id: string | null }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const act = useMutation({
    mutationFn: (action: 'release' | 'withdraw' | 'reinstate') => api('POST', `/admin/numbers/${record?.number}/${action}`),
    onSuccess: () => {
      notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record) return null;
  return (
    <TopToolbar>
      <Stack direction="row" spacing={1}>
        {record.status === 'held' && !record.hold_order_id && (
          <Button variant="outlined" onClick={() => act.mutate('release')} disabled={act.isPending}>
            {translate('numbers.release')}
          </Button>
        )}
        {record.status === 'available' && (
          <Button variant="outlined" color="warning" onClick={() => act.mutate('withdraw')} disabled={act.isPending}>
            {translate('numbers.withdraw')}
          </Button>
        )}
        {record.status === 'withdrawn' && (
          <Button variant="outlined" onClick={() => act.mutate('reinstate')} disabled={act.isPending}>
            {translate('numbers.reinstate')}
          </Button>
        )}
      </Stack>
    </TopToolbar>
  );
}

function NumberEdit() {
  return (
    <EditPage redirect={false} actions={<NumberActions />}>
      <SimpleForm>
        <TextField source="number" variant="h6" />
        <SelectField source="status" choices={statusChoices} />
        <TextField source="hold_flow" emptyText="-" />
        <DateField source="hold_expires_at" showTime emptyText="-" />
        <TextField source="hold_order_id" emptyText="-" />
        <SelectInput source="class" choices={classChoices} />
        <SatangInput source="price" />
      </SimpleForm>
    </EditPage>
  );
}

/** The number pool (numbers.manage): cursor list with filters, class and price, hold release, withdraw, CSV import. */
export const numbersResource: AdminResource = {
  name: 'numbers',
  permission: 'numbers.manage',
  icon: PhoneIphoneIcon,
  list: NumberList,
  edit: NumberEdit,
  recordRepresentation: 'number',
  data: {
    endpoint: '/admin/numbers',
    listQuery: (filter) => ({
      q: filter.q,
      class: filter.class,
      status: filter.status,
      price_min: typeof filter.price_min === 'number' ? Math.round(filter.price_min * 100) : undefined,
      price_max: typeof filter.price_max === 'number' ? Math.round(filter.price_max * 100) : undefined,
    }),
    toUpdate: (data, previous) => ({
      ...(data.class !== previous.class ? { class: data.class } : {}),
      ...(data.price !== previous.price ? { price: data.price } : {}),
    }),
  },
};
