import SimCardIcon from '@mui/icons-material/SimCard';
import {
  ArrayInput,
  BooleanInput,
  DataTable,
  FunctionField,
  List,
  NumberInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  required,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Baht, SatangInput } from '../../components/money';
import type { AdminResource } from '../types';
import { EditPage } from '../../components/EditPage';
import { SaveOnly } from '../../components/SaveOnly';

type Localized = { th: string; en: string };

function PackageName() {
  const record = useRecordContext<{ name: Localized }>();
  const [locale] = useLocaleState();
  return <>{record ? record.name[locale === 'en' ? 'en' : 'th'] : null}</>;
}

const SIM_TYPES = [
  { id: 'postpaid', name: 'sim_packages.types.postpaid' },
  { id: 'prepaid', name: 'sim_packages.types.prepaid' },
];
const STATUSES = [
  { id: 'active', name: 'sim_packages.statuses.active' },
  { id: 'inactive', name: 'sim_packages.statuses.inactive' },
];

const filters = [
  <TextInput key="q" source="q" label="ra.action.search" alwaysOn />,
  <SelectInput key="sim_type" source="sim_type" choices={SIM_TYPES} alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUSES} />,
  <TextInput key="section" source="section" />,
];

function PackageList() {
  return (
    <List filters={filters} perPage={25} actions={false}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="name" disableSort>
          <PackageName />
        </DataTable.Col>
        <DataTable.Col source="nas_code" disableSort />
        <DataTable.Col source="sim_type" disableSort>
          <FunctionField source="sim_type" render={(r: { sim_type: string }) => <SimTypeText type={r.sim_type} />} />
        </DataTable.Col>
        <DataTable.Col source="section" disableSort />
        <DataTable.Col source="baseline" disableSort>
          <FunctionField source="baseline" render={(r: { baseline: number }) => <Baht satang={r.baseline} />} />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <FunctionField source="status" render={(r: { status: string }) => <StatusText status={r.status} />} />
        </DataTable.Col>
        <DataTable.NumberCol source="sort" disableSort />
      </DataTable>
    </List>
  );
}

function SimTypeText({ type }: { type: string }) {
  const choice = SIM_TYPES.find((c) => c.id === type);
  return <TranslatedText text={choice?.name ?? type} />;
}
function StatusText({ status }: { status: string }) {
  const choice = STATUSES.find((c) => c.id === status);
  return <TranslatedText text={choice?.name ?? status} />;
}
function TranslatedText({ text }: { text: string }) {
  const translate = useTranslate();
  return <>{translate(text, { _: text })}</>;
}

function PackageEdit() {
  return (
    <EditPage redirect={false}>
      {/* No delete: a plan that is no longer sold is set inactive (old orders still name it). */}
      <SimpleForm toolbar={<SaveOnly />}>
        <TextField source="nas_code" variant="h6" />
        <TextInput source="name.th" validate={required()} fullWidth sx={{ maxWidth: 720 }} />
        <TextInput source="name.en" validate={required()} fullWidth sx={{ maxWidth: 720 }} />
        <SatangInput source="baseline" validate={required()} />
        <SatangInput source="advance_payment" validate={required()} />
        <SatangInput source="penalty" validate={required()} />
        <NumberInput source="contract" step={1} min={0} max={60} validate={required()} />
        <SelectInput source="status" choices={STATUSES} validate={required()} />
        <BooleanInput source="esim_allowed" />
        <NumberInput source="sort" step={1} min={0} validate={required()} />
        <ArrayInput source="highlights">
          <SimpleFormIterator inline>
            <TextInput source="th" label="sim_packages.highlight_th" validate={required()} />
            <TextInput source="en" label="sim_packages.highlight_en" validate={required()} />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </EditPage>
  );
}

const EDITABLE = ['name', 'baseline', 'advance_payment', 'penalty', 'contract', 'status', 'esim_allowed', 'sort', 'highlights'] as const;

/** SIM packages (catalog.manage): price plans of every type and status; prices, name, status, shelf order. */
export const simPackagesResource: AdminResource = {
  name: 'sim-packages',
  permission: 'catalog.manage',
  icon: SimCardIcon,
  list: PackageList,
  edit: PackageEdit,
  recordRepresentation: 'nas_code',
  data: {
    endpoint: '/admin/sim-packages',
    listQuery: (filter) => ({ q: filter.q || undefined, sim_type: filter.sim_type, status: filter.status, section: filter.section || undefined }),
    toUpdate: (data, previous) => Object.fromEntries(EDITABLE.filter((key) => JSON.stringify(data[key]) !== JSON.stringify(previous[key])).map((key) => [key, data[key]])),
  },
};
