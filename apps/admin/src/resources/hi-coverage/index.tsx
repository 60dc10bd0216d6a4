import EventSeatIcon from '@mui/icons-material/EventAvailable';
import MapIcon from '@mui/icons-material/Map';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
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
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { HI_TECHNOLOGIES } from '@store/domain/home-internet';
import { CodeText, LocalizedText, changedFields, codeChoices } from '../../components/Localized';
import type { AdminResource } from '../types';

type Text = { th: string; en: string };
type Area = {
  id: string;
  level: 'province' | 'district' | 'subdistrict';
  place: { province: Text; district: Text | null; subdistrict: Text | null };
  technology: string;
  max_down_mbps: number;
  max_up_mbps: number;
  capacity: number;
  used: number;
  active: boolean;
};

const TECHNOLOGIES = codeChoices('plans.technologies', HI_TECHNOLOGIES);
const ACTIVE = codeChoices('plans.active', ['true', 'false']);
const filters = [
  <TextInput key="q" source="q" label="ra.action.search" alwaysOn />,
  <SelectInput key="technology" source="technology" choices={TECHNOLOGIES} alwaysOn />,
  <SelectInput key="active" source="active" choices={ACTIVE} alwaysOn />,
  <NumberInput key="province_id" source="province_id" />,
];

/** Subdistrict, district, province: the most specific first (a province-wide row names only its province). */
function Place({ area }: { area: Area }) {
  const p = area.place;
  return (
    <>
      {[p.subdistrict, p.district, p.province]
        .filter((t): t is Text => t !== null)
        .map((t, i) => (
          <span key={i}>
            {i > 0 ? ', ' : ''}
            <LocalizedText value={t} />
          </span>
        ))}
    </>
  );
}

function CoverageList() {
  return (
    <List filters={filters} perPage={25} actions={false}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="place" disableSort>
          <FunctionField<Area> render={(r) => <Place area={r} />} />
        </DataTable.Col>
        <DataTable.Col source="level" disableSort>
          <FunctionField<Area> render={(r) => <CodeText prefix="plans.levels" code={r.level} />} />
        </DataTable.Col>
        <DataTable.Col source="technology" disableSort>
          <FunctionField<Area> render={(r) => <CodeText prefix="plans.technologies" code={r.technology} />} />
        </DataTable.Col>
        <DataTable.Col source="speed" disableSort>
          <FunctionField<Area> render={(r) => `${r.max_down_mbps}/${r.max_up_mbps} Mbps`} />
        </DataTable.Col>
        <DataTable.NumberCol source="capacity" disableSort />
        <DataTable.NumberCol source="used" disableSort />
        <DataTable.Col source="active" disableSort>
          <FunctionField<Area> render={(r) => <CodeText prefix="plans.active" code={String(r.active)} />} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** To the installation slots of this area (appointment-slots, filtered by it). */
function SlotsLink() {
  const record = useRecordContext<Area>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button component={Link} to={{ pathname: '/appointment-slots', search: `?filter=${encodeURIComponent(JSON.stringify({ area_id: record.id }))}` }} startIcon={<EventSeatIcon />}>
      {translate('plans.slots_of_area')}
    </Button>
  );
}

function CoverageEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      {/* No delete: a place without service is an inactive row (it makes a hole in a wider area). */}
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextField source="id" variant="h6" />
        <Labeled>
          <FunctionField<Area> source="place" render={(r) => <Place area={r} />} />
        </Labeled>
        <Labeled>
          <FunctionField<Area> source="technology" render={(r) => <CodeText prefix="plans.technologies" code={r.technology} />} />
        </Labeled>
        <Labeled>
          <TextField source="used" />
        </Labeled>
        <NumberInput source="capacity" step={1} min={0} validate={required()} />
        <NumberInput source="max_down_mbps" step={1} min={1} validate={required()} />
        <NumberInput source="max_up_mbps" step={1} min={1} validate={required()} />
        <BooleanInput source="active" />
        <TextInput
          source="unserved_buildings"
          multiline
          minRows={2}
          fullWidth
          sx={{ maxWidth: 720 }}
          helperText="plans.one_per_line"
          format={(v: string[] | undefined) => (v ?? []).join('\n')}
          parse={(v: string) =>
            v
              .split('\n')
              .map((s) => s.trim())
              .filter(Boolean)
          }
        />
        <SlotsLink />
      </SimpleForm>
    </Edit>
  );
}

/** Home-internet coverage areas (catalog.manage; decision 044): speeds, ports (never below those used), on or off. */
export const hiCoverageResource: AdminResource = {
  name: 'hi-coverage',
  permission: 'catalog.manage',
  icon: MapIcon,
  list: CoverageList,
  edit: CoverageEdit,
  recordRepresentation: 'id',
  data: {
    endpoint: '/staff/home-internet/coverage',
    listQuery: (filter) => ({ q: filter.q || undefined, technology: filter.technology, active: filter.active, province_id: filter.province_id || undefined }),
    toUpdate: changedFields(['capacity', 'max_down_mbps', 'max_up_mbps', 'active', 'unserved_buildings']),
  },
};
