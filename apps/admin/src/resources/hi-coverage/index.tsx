import EventSeatIcon from '@mui/icons-material/EventAvailable';
import CalendarViewWeekIcon from '@mui/icons-material/CalendarViewWeek';
import MapIcon from '@mui/icons-material/Map';
import { Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  BooleanInput,
  Create,
  DataTable,
  FunctionField,
  Labeled,
  List,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Suggestion, SuggestionType } from '@store/domain/address';
import { HI_TECHNOLOGIES } from '@store/domain/home-internet';
import { api } from '../../api';
import { CodeText, LocalizedText, changedFields, codeChoices } from '../../components/Localized';
import type { AdminResource } from '../types';
import { CreateOnly } from '../../components/CreateOnly';
import { EditPage } from '../../components/EditPage';
import { SaveOnly } from '../../components/SaveOnly';

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
    <List filters={filters} perPage={25} actions={<CreateOnly />}>
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

/** To this area's weekly roster of installation teams (appointment-rosters; decision 052). */
function RosterLink() {
  const record = useRecordContext<Area>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button component={Link} to={`/appointment-rosters/${encodeURIComponent(record.id)}`} startIcon={<CalendarViewWeekIcon />}>
      {translate('plans.roster_of_area')}
    </Button>
  );
}

/** Buildings that do not let the operator in, one a line (kept lower-case by the server). */
function UnservedBuildingsInput() {
  return (
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
  );
}

function CoverageEdit() {
  return (
    <EditPage redirect={false}>
      {/* No delete: a place without service is an inactive row (it makes a hole in a wider area). */}
      <SimpleForm toolbar={<SaveOnly />}>
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
        <UnservedBuildingsInput />
        <Stack direction="row" spacing={1}>
          <SlotsLink />
          <RosterLink />
        </Stack>
      </SimpleForm>
    </EditPage>
  );
}

/**
 * The places of the Thai address data (the storefront's own suggestion route): every province, the
 * districts of a province, the subdistricts of a district, named in the staff member's language.
 */
function usePlaces(type: SuggestionType, parent: Record<string, number | undefined>, enabled: boolean) {
  const [locale] = useLocaleState();
  const places = useQuery({
    queryKey: ['places', type, parent],
    enabled,
    staleTime: 3_600_000,
    queryFn: () => api<Suggestion[]>('GET', `/address/suggestion/${type}`, { query: { ...parent, limit: 100 } }),
  });
  const name = (s: Suggestion) => (s[type as 'province' | 'district' | 'subdistrict'] ?? s.province)[locale === 'en' ? 'en' : 'th'];
  return { choices: (places.data ?? []).map((s) => ({ id: s.id, name: name(s) })), loading: places.isLoading && enabled };
}

/** Province, then optionally a district of it, then optionally a subdistrict of that: the place a new area covers. */
function PlaceInputs() {
  const { setValue } = useFormContext();
  const provinceId = useWatch({ name: 'province_id' }) as number | null | undefined;
  const districtId = useWatch({ name: 'district_id' }) as number | null | undefined;
  const provinces = usePlaces('province', {}, true);
  const districts = usePlaces('district', { province_id: provinceId ?? undefined }, !!provinceId);
  const subdistricts = usePlaces('subdistrict', { province_id: provinceId ?? undefined, district_id: districtId ?? undefined }, !!districtId);
  return (
    <>
      <SelectInput
        source="province_id"
        label="plans.province"
        choices={provinces.choices}
        isPending={provinces.loading}
        validate={required()}
        translateChoice={false}
        onChange={() => {
          setValue('district_id', null);
          setValue('subdistrict_id', null);
        }}
      />
      <SelectInput
        source="district_id"
        label="plans.district"
        choices={districts.choices}
        isPending={districts.loading}
        disabled={!provinceId}
        translateChoice={false}
        emptyText="plans.whole_province"
        helperText="plans.place_help"
        onChange={() => setValue('subdistrict_id', null)}
      />
      <SelectInput
        source="subdistrict_id"
        label="plans.subdistrict"
        choices={subdistricts.choices}
        isPending={subdistricts.loading}
        disabled={!districtId}
        translateChoice={false}
        emptyText="plans.whole_district"
      />
    </>
  );
}

/** A new coverage area (decision 044, addendum): its place and technology make its code; no port is used yet. */
function CoverageCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={{ technology: 'ftth', active: true, district_id: null, subdistrict_id: null, unserved_buildings: [] }}>
        <PlaceInputs />
        <SelectInput source="technology" choices={TECHNOLOGIES} validate={required()} />
        <NumberInput source="max_down_mbps" step={1} min={1} validate={required()} />
        <NumberInput source="max_up_mbps" step={1} min={1} validate={required()} />
        <NumberInput source="capacity" step={1} min={0} validate={required()} />
        <BooleanInput source="active" />
        <UnservedBuildingsInput />
      </SimpleForm>
    </Create>
  );
}

const idOrNull = (v: unknown) => (v === undefined || v === null || v === '' ? null : Number(v));

/** Home-internet coverage areas (catalog.manage; decision 044): created for a place and technology; speeds, ports (never below those used), on or off; never deleted. */
export const hiCoverageResource: AdminResource = {
  name: 'hi-coverage',
  permission: 'catalog.manage',
  icon: MapIcon,
  list: CoverageList,
  edit: CoverageEdit,
  create: CoverageCreate,
  recordRepresentation: 'id',
  data: {
    endpoint: '/staff/home-internet/coverage',
    listQuery: (filter) => ({ q: filter.q || undefined, technology: filter.technology, active: filter.active, province_id: filter.province_id || undefined }),
    toUpdate: changedFields(['capacity', 'max_down_mbps', 'max_up_mbps', 'active', 'unserved_buildings']),
    toCreate: (data) => ({
      province_id: idOrNull(data.province_id),
      district_id: idOrNull(data.district_id),
      subdistrict_id: idOrNull(data.subdistrict_id),
      technology: data.technology,
      max_down_mbps: data.max_down_mbps,
      max_up_mbps: data.max_up_mbps,
      capacity: data.capacity,
      active: data.active ?? true,
      unserved_buildings: data.unserved_buildings ?? [],
    }),
  },
};
