import TuneIcon from '@mui/icons-material/Tune';
import {
  BooleanInput,
  DataTable,
  Edit,
  FunctionField,
  Labeled,
  List,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  required,
} from 'react-admin';
import { DIY_KINDS } from '@store/domain/sim-diy';
import { CodeText, LocalizedText, changedFields, codeChoices } from '../../components/Localized';
import { Baht, SatangInput } from '../../components/money';
import type { AdminResource } from '../types';

type Option = {
  id: string;
  kind: string;
  label: { th: string; en: string };
  price: number;
  data_gb: number | null;
  speed_mbps: number | null;
  call_minutes: number | null;
  active: boolean;
};

const KINDS = codeChoices('plans.diy_kinds', DIY_KINDS);
const ACTIVE = codeChoices('plans.active', ['true', 'false']);

const filters = [<SelectInput key="kind" source="kind" choices={KINDS} alwaysOn />, <SelectInput key="active" source="active" choices={ACTIVE} alwaysOn />];

/** What an option gives: GB or a speed for data, minutes for calls; null is unlimited. */
function Allowance({ option }: { option: Option }) {
  if (option.kind === 'data') return option.data_gb !== null ? <>{option.data_gb} GB</> : <>{option.speed_mbps} Mbps</>;
  if (option.kind === 'calls') return option.call_minutes !== null ? <>{option.call_minutes}</> : <CodeText prefix="plans" code="unlimited" />;
  return <>-</>;
}

function DiyOptionList() {
  return (
    <List filters={filters} perPage={25} actions={false}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="id" disableSort />
        <DataTable.Col source="label" disableSort>
          <FunctionField<Option> render={(r) => <LocalizedText value={r.label} />} />
        </DataTable.Col>
        <DataTable.Col source="kind" disableSort>
          <FunctionField<Option> render={(r) => <CodeText prefix="plans.diy_kinds" code={r.kind} />} />
        </DataTable.Col>
        <DataTable.Col source="price" disableSort>
          <FunctionField<Option> render={(r) => <Baht satang={r.price} />} />
        </DataTable.Col>
        <DataTable.Col source="allowance" disableSort>
          <FunctionField<Option> render={(r) => <Allowance option={r} />} />
        </DataTable.Col>
        <DataTable.Col source="active" disableSort>
          <FunctionField<Option> render={(r) => <CodeText prefix="plans.active" code={String(r.active)} />} />
        </DataTable.Col>
        <DataTable.NumberCol source="sort" disableSort />
      </DataTable>
    </List>
  );
}

function DiyOptionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      {/* No delete: an option no longer offered is switched off (composed packages of old orders name it). */}
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextField source="id" variant="h6" />
        <Labeled>
          <FunctionField<Option> source="kind" render={(r) => <CodeText prefix="plans.diy_kinds" code={r.kind} />} />
        </Labeled>
        <TextInput source="label.th" validate={required()} fullWidth sx={{ maxWidth: 720 }} />
        <TextInput source="label.en" validate={required()} fullWidth sx={{ maxWidth: 720 }} />
        <SatangInput source="price" validate={required()} />
        <NumberInput source="data_gb" min={0} helperText="plans.unlimited_when_empty" />
        <NumberInput source="speed_mbps" min={0} helperText="plans.unlimited_when_empty" />
        <NumberInput source="call_minutes" step={1} min={0} helperText="plans.unlimited_when_empty" />
        <BooleanInput source="active" />
        <NumberInput source="sort" step={1} min={0} validate={required()} />
      </SimpleForm>
    </Edit>
  );
}

/** SIM DIY options (catalog.manage; decision 044): the parts a shopper combines, edited in place. */
export const simDiyOptionsResource: AdminResource = {
  name: 'sim-diy-options',
  permission: 'catalog.manage',
  icon: TuneIcon,
  list: DiyOptionList,
  edit: DiyOptionEdit,
  recordRepresentation: 'id',
  data: {
    endpoint: '/admin/sim-diy-options',
    listQuery: (filter) => ({ kind: filter.kind, active: filter.active }),
    toUpdate: changedFields(['label', 'price', 'data_gb', 'speed_mbps', 'call_minutes', 'active', 'sort']),
  },
};
