import TuneIcon from '@mui/icons-material/Tune';
import {
  BooleanInput,
  Create,
  DataTable,
  FormDataConsumer,
  FunctionField,
  Labeled,
  List,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  regex,
  required,
} from 'react-admin';
import { DIY_KINDS } from '@store/domain/sim-diy';
import { CodeText, LocalizedText, changedFields, codeChoices } from '../../components/Localized';
import { Baht, SatangInput } from '../../components/money';
import type { AdminResource } from '../types';
import { CreateOnly } from '../../components/CreateOnly';
import { EditPage } from '../../components/EditPage';
import { SaveOnly } from '../../components/SaveOnly';

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
    <List filters={filters} perPage={25} actions={<CreateOnly />}>
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
    <EditPage redirect={false}>
      {/* No delete: an option no longer offered is switched off (composed packages of old orders name it). */}
      <SimpleForm toolbar={<SaveOnly />}>
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
    </EditPage>
  );
}

/** A new option's code, as the server takes it (lowercase letters, digits and dashes, at most 40). */
const CODE = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * A new option (decision 044, addendum): its code and kind are set here once; what it gives follows
 * its kind (GB or a speed for data, minutes for calls, nothing for the base fee and extras).
 */
function DiyOptionCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={{ kind: 'data', active: true }}>
        <TextInput source="id" validate={[required(), regex(CODE, 'plans.code_help')]} helperText="plans.code_help" />
        <SelectInput source="kind" choices={KINDS} validate={required()} />
        <TextInput source="label.th" validate={required()} fullWidth sx={{ maxWidth: 720 }} />
        <TextInput source="label.en" validate={required()} fullWidth sx={{ maxWidth: 720 }} />
        <SatangInput source="price" validate={required()} />
        <FormDataConsumer<{ kind?: string }>>
          {({ formData }) =>
            formData.kind === 'data' ? (
              <>
                <NumberInput source="data_gb" min={0} helperText="plans.data_gb_or_speed" />
                <NumberInput source="speed_mbps" min={0} helperText="plans.data_gb_or_speed" />
              </>
            ) : formData.kind === 'calls' ? (
              <NumberInput source="call_minutes" step={1} min={0} helperText="plans.unlimited_when_empty" />
            ) : null
          }
        </FormDataConsumer>
        <FormDataConsumer<{ kind?: string }>>
          {({ formData }) => <BooleanInput source="active" helperText={formData.kind === 'base' ? 'plans.base_active_help' : false} />}
        </FormDataConsumer>
        <NumberInput source="sort" step={1} min={0} helperText="plans.sort_default_help" />
      </SimpleForm>
    </Create>
  );
}

const numberOrNull = (v: unknown) => (v === undefined || v === null || v === '' ? null : Number(v));

/** What the create route takes: the allowances of the option's kind only, and no shelf order when none is given. */
const toCreate = (data: Record<string, unknown>) => ({
  id: data.id,
  kind: data.kind,
  label: data.label,
  price: data.price,
  active: data.active ?? true,
  ...(data.kind === 'data' ? { data_gb: numberOrNull(data.data_gb), speed_mbps: numberOrNull(data.speed_mbps) } : {}),
  ...(data.kind === 'calls' ? { call_minutes: numberOrNull(data.call_minutes) } : {}),
  ...(numberOrNull(data.sort) !== null ? { sort: numberOrNull(data.sort) } : {}),
});

/** SIM DIY options (catalog.manage; decision 044): the parts a shopper combines, created and edited in place (never deleted). */
export const simDiyOptionsResource: AdminResource = {
  name: 'sim-diy-options',
  permission: 'catalog.manage',
  icon: TuneIcon,
  list: DiyOptionList,
  edit: DiyOptionEdit,
  create: DiyOptionCreate,
  recordRepresentation: 'id',
  data: {
    endpoint: '/admin/sim-diy-options',
    listQuery: (filter) => ({ kind: filter.kind, active: filter.active }),
    toUpdate: changedFields(['label', 'price', 'data_gb', 'speed_mbps', 'call_minutes', 'active', 'sort']),
    toCreate,
  },
};
