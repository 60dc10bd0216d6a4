import CampaignIcon from '@mui/icons-material/Campaign';
import { Create, DataTable, List, NumberInput, SelectField, SelectInput, SimpleForm, SimpleFormIterator, TextInput, ArrayInput, required, regex } from 'react-admin';
import { DateField, DateTimeInput } from '../../components/dates';
import { themeChoices } from '../shops';
import { SaveOnly } from '../../components/SaveOnly';
import type { AdminResource } from '../types';
import { EditPage } from '../../components/EditPage';

const statusChoices = [
  { id: 'active', name: 'catalog_admin.status.active' },
  { id: 'inactive', name: 'catalog_admin.status.inactive' },
];

/** The end after the start, said beside the end field before anything is sent. */
export const endAfterStart = (value: unknown, all: Record<string, unknown>) =>
  value && all.start_at && Date.parse(String(value)) <= Date.parse(String(all.start_at)) ? 'errors.window_invalid' : undefined;

const iso = (v: unknown) => (typeof v === 'string' || v instanceof Date ? new Date(v).toISOString() : v);
export const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}$/;

function CampaignList() {
  return (
    <List perPage={25} actions={undefined}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="id" disableSort />
        <DataTable.Col source="title.th" label="resources.campaigns.fields.title_th" disableSort />
        <DataTable.Col source="status" disableSort>
          <SelectField source="status" choices={statusChoices} />
        </DataTable.Col>
        <DataTable.Col source="start_at" disableSort>
          <DateField source="start_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="end_at" disableSort>
          <DateField source="end_at" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function CampaignFields({ create }: { create?: boolean }) {
  return (
    <>
      {create && <TextInput source="id" validate={[required(), regex(ID_PATTERN, 'catalog_admin.id_help')]} helperText="catalog_admin.id_help" />}
      <TextInput source="title.th" label="resources.campaigns.fields.title_th" validate={required()} fullWidth />
      <TextInput source="title.en" label="resources.campaigns.fields.title_en" validate={required()} fullWidth />
      <TextInput source="description.th" label="resources.campaigns.fields.description_th" validate={required()} fullWidth multiline />
      <TextInput source="description.en" label="resources.campaigns.fields.description_en" validate={required()} fullWidth multiline />
      <SelectInput source="theme" choices={themeChoices} validate={required()} />
      <SelectInput source="status" choices={statusChoices} validate={required()} />
      <DateTimeInput source="start_at" validate={required()} />
      <DateTimeInput source="end_at" validate={[required(), endAfterStart]} />
      <ArrayInput source="product_ids">
        <SimpleFormIterator inline disableReordering>
          <NumberInput source="" label="resources.campaigns.fields.product_id" min={1} step={1} validate={required()} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

const FIELDS = ['title', 'description', 'theme', 'status', 'start_at', 'end_at', 'product_ids'] as const;
const clean = (data: Record<string, unknown>) => {
  const out: Record<string, unknown> = {};
  for (const key of FIELDS) if (data[key] !== undefined) out[key] = key === 'start_at' || key === 'end_at' ? iso(data[key]) : data[key];
  return out;
};

/** Campaigns (catalog.manage): texts, status, window (end after start) and products; create and edit. */
export const campaignsResource: AdminResource = {
  name: 'campaigns',
  permission: 'catalog.manage',
  icon: CampaignIcon,
  list: CampaignList,
  edit: () => (
    <EditPage redirect={false}>
      <SimpleForm toolbar={<SaveOnly />}>
        <CampaignFields />
      </SimpleForm>
    </EditPage>
  ),
  create: () => (
    <Create redirect="edit">
      <SimpleForm defaultValues={{ theme: 'violet', status: 'inactive', product_ids: [] }}>
        <CampaignFields create />
      </SimpleForm>
    </Create>
  ),
  recordRepresentation: 'id',
  data: {
    endpoint: '/admin/campaigns',
    toCreate: (data) => ({ id: data.id, ...clean(data) }),
    toUpdate: (data, previous) => {
      const next = clean(data);
      const before = clean(previous);
      const change: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(next)) if (JSON.stringify(value) !== JSON.stringify(before[key])) change[key] = value;
      return change;
    },
  },
};
