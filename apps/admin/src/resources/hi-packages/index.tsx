import RouterIcon from '@mui/icons-material/Router';
import {
  ArrayInput,
  BooleanInput,
  Create,
  DataTable,
  FunctionField,
  Labeled,
  List,
  NumberInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  regex,
  required,
} from 'react-admin';
import { HI_TECHNOLOGIES } from '@store/domain/home-internet';
import { CodeText, LocalizedText, changedFields, codeChoices } from '../../components/Localized';
import { Baht, SatangInput } from '../../components/money';
import type { AdminResource } from '../types';
import { CreateOnly } from '../../components/CreateOnly';
import { EditPage } from '../../components/EditPage';
import { SaveOnly } from '../../components/SaveOnly';

type HiPackage = { id: string; name: { th: string; en: string }; technology: string; down_mbps: number; up_mbps: number; monthly_price: number; active: boolean };

const TECHNOLOGIES = codeChoices('plans.technologies', HI_TECHNOLOGIES);
const ACTIVE = codeChoices('plans.active', ['true', 'false']);
const filters = [<SelectInput key="technology" source="technology" choices={TECHNOLOGIES} alwaysOn />, <SelectInput key="active" source="active" choices={ACTIVE} alwaysOn />];

function HiPackageList() {
  return (
    <List filters={filters} perPage={25} actions={<CreateOnly />}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="id" disableSort />
        <DataTable.Col source="name" disableSort>
          <FunctionField<HiPackage> render={(r) => <LocalizedText value={r.name} />} />
        </DataTable.Col>
        <DataTable.Col source="technology" disableSort>
          <FunctionField<HiPackage> render={(r) => <CodeText prefix="plans.technologies" code={r.technology} />} />
        </DataTable.Col>
        <DataTable.Col source="speed" disableSort>
          <FunctionField<HiPackage> render={(r) => `${r.down_mbps}/${r.up_mbps} Mbps`} />
        </DataTable.Col>
        <DataTable.Col source="monthly_price" disableSort>
          <FunctionField<HiPackage> render={(r) => <Baht satang={r.monthly_price} />} />
        </DataTable.Col>
        <DataTable.Col source="active" disableSort>
          <FunctionField<HiPackage> render={(r) => <CodeText prefix="plans.active" code={String(r.active)} />} />
        </DataTable.Col>
        <DataTable.NumberCol source="sort" disableSort />
      </DataTable>
    </List>
  );
}

const wide = { fullWidth: true, sx: { maxWidth: 720 } };

/** What a package offers, the same on a new package and a change. */
function HiPackageFields() {
  return (
    <>
      <TextInput source="name.th" validate={required()} {...wide} />
      <TextInput source="name.en" validate={required()} {...wide} />
      <NumberInput source="down_mbps" step={1} min={1} validate={required()} />
      <NumberInput source="up_mbps" step={1} min={1} validate={required()} />
      <SatangInput source="monthly_price" validate={required()} />
      <NumberInput source="contract_months" step={1} min={0} max={60} validate={required()} />
      <SatangInput source="installation_fee" validate={required()} />
      <SatangInput source="upfront_payment" validate={required()} />
      <TextInput source="upfront_label.th" {...wide} />
      <TextInput source="upfront_label.en" {...wide} />
      <TextInput source="router.th" validate={required()} {...wide} />
      <TextInput source="router.en" validate={required()} {...wide} />
      <ArrayInput source="extras">
        <SimpleFormIterator inline>
          <TextInput source="th" label="sim_packages.highlight_th" validate={required()} />
          <TextInput source="en" label="sim_packages.highlight_en" validate={required()} />
        </SimpleFormIterator>
      </ArrayInput>
      <BooleanInput source="active" />
    </>
  );
}

function HiPackageEdit() {
  return (
    <EditPage redirect={false}>
      {/* No delete: orders name their package; one no longer sold is switched off. */}
      <SimpleForm toolbar={<SaveOnly />}>
        <TextField source="id" variant="h6" />
        <Labeled>
          <FunctionField<HiPackage> source="technology" render={(r) => <CodeText prefix="plans.technologies" code={r.technology} />} />
        </Labeled>
        <HiPackageFields />
        <NumberInput source="sort" step={1} min={0} validate={required()} />
      </SimpleForm>
    </EditPage>
  );
}

/** A new package's code, as the server takes it (lowercase letters, digits and dashes, at most 40). */
const CODE = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** A new package (decision 044, addendum): code and technology are set here once; the shelf order defaults to the end. */
function HiPackageCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={{ technology: 'ftth', contract_months: 24, installation_fee: 0, upfront_payment: 0, extras: [], active: true }}>
        <TextInput source="id" validate={[required(), regex(CODE, 'plans.code_help')]} helperText="plans.code_help" />
        <SelectInput source="technology" choices={TECHNOLOGIES} validate={required()} />
        <HiPackageFields />
        <NumberInput source="sort" step={1} min={0} helperText="plans.sort_default_help" />
      </SimpleForm>
    </Create>
  );
}

const FIELDS = [
  'name',
  'down_mbps',
  'up_mbps',
  'monthly_price',
  'contract_months',
  'installation_fee',
  'upfront_payment',
  'upfront_label',
  'router',
  'extras',
  'active',
  'sort',
] as const;

/** An upfront label with both texts empty is none (null). */
const labelOrNull = (label: unknown) => {
  const l = label as { th?: string | null; en?: string | null } | null | undefined;
  return l && (l.th || l.en) ? { th: l.th ?? '', en: l.en ?? '' } : null;
};

/** The create route's body: the fields, the upfront label or none, and no shelf order when none is given. */
const toCreate = (data: Record<string, unknown>) => {
  const body: Record<string, unknown> = { id: data.id, technology: data.technology, upfront_label: labelOrNull(data.upfront_label) };
  for (const key of FIELDS) if (key !== 'upfront_label' && key !== 'sort' && data[key] !== undefined && data[key] !== null) body[key] = data[key];
  if (data.sort !== undefined && data.sort !== null && data.sort !== '') body.sort = data.sort;
  return body;
};

/** Home-internet packages (catalog.manage; decision 044): price, speeds, contract, router, extras, on sale or not; created here, never deleted. */
export const hiPackagesResource: AdminResource = {
  name: 'hi-packages',
  permission: 'catalog.manage',
  icon: RouterIcon,
  list: HiPackageList,
  edit: HiPackageEdit,
  create: HiPackageCreate,
  recordRepresentation: 'id',
  data: {
    endpoint: '/staff/home-internet/packages',
    listQuery: (filter) => ({ technology: filter.technology, active: filter.active }),
    toUpdate: (data, previous) =>
      changedFields(FIELDS)({ ...data, upfront_label: labelOrNull(data.upfront_label) }, { ...previous, upfront_label: labelOrNull(previous.upfront_label) }),
    toCreate,
  },
};
