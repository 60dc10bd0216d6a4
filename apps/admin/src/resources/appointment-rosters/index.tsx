import CalendarViewWeekIcon from '@mui/icons-material/CalendarViewWeek';
import { Box, Button, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField as MuiTextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataTable, FunctionField, List, NumberInput, SimpleForm, TopToolbar, useNotify, useRecordContext, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { APPOINTMENT_PERIODS, rosterIndex } from '@store/domain/appointments';
import { CodeText } from '../../components/Localized';
import type { AdminResource } from '../types';
import { EditPage } from '../../components/EditPage';
import { SaveOnly } from '../../components/SaveOnly';

type Entry = { weekday: number; period: (typeof APPOINTMENT_PERIODS)[number]; capacity: number; own: number | null; inherited: number; source: 'area' | 'default' | 'rule' };
type Roster = { id: string; area_id: string | null; entries: Entry[]; applied?: number; kept?: number };

/** The most teams a slot may have (SLOT_CAPACITY_MAX of the route's contract). */
const CAPACITY_MAX = 50;
/** The console's days, Sunday first as the roster's entries are (0 = Sunday). */
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** "Every area (default)" or the area's code. */
function RosterName({ roster }: { roster: Roster }) {
  const translate = useTranslate();
  return <>{roster.area_id ?? translate('plans.roster_default')}</>;
}

/** The roster of an area typed in: opened whether or not it has entries of its own yet. */
function OpenAreaRoster() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [area, setArea] = useState('');
  const open = (event: FormEvent) => {
    event.preventDefault();
    if (area.trim()) navigate(`/appointment-rosters/${encodeURIComponent(area.trim())}`);
  };
  return (
    <TopToolbar>
      <Box component="form" onSubmit={open} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <MuiTextField size="small" label={translate('resources.appointment-rosters.fields.area_id')} value={area} onChange={(e) => setArea(e.target.value)} />
        <Button type="submit" variant="outlined" disabled={!area.trim()} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {translate('plans.roster_open')}
        </Button>
      </Box>
    </TopToolbar>
  );
}

/** How many of the 14 half-days a roster sets itself. */
const ownCount = (r: Roster) => r.entries.filter((e) => e.own !== null).length;

function RosterList() {
  return (
    <List actions={<OpenAreaRoster />} empty={false}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="area_id" disableSort>
          <FunctionField<Roster> render={(r) => <RosterName roster={r} />} />
        </DataTable.Col>
        <DataTable.Col source="entries" disableSort>
          <FunctionField<Roster> render={(r) => ownCount(r)} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** The week as a table: a row per day, a column per half-day, each cell the roster's own teams (empty: inherited). */
function RosterGrid() {
  const record = useRecordContext<Roster>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 760 }}>
      <Typography variant="h6">
        <RosterName roster={record} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(record.area_id === null ? 'plans.roster_help_default' : 'plans.roster_help_area')}
      </Typography>
      {/* On a phone the week is wider than the screen: it scrolls in its own box. `contain: inline-size`
          keeps its width out of the page's: react-admin's layout grows to fit its content (min-width:
          fit-content), so without it the whole page scrolled sideways. */}
      <TableContainer sx={{ contain: 'inline-size' }}>
        <Table size="small" aria-label={translate('resources.appointment-rosters.name', { smart_count: 1 })}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('plans.roster_day')}</TableCell>
              {APPOINTMENT_PERIODS.map((p) => (
                <TableCell key={p}>
                  <CodeText prefix="plans.periods" code={p} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {WEEKDAYS.map((weekday) => (
              <TableRow key={weekday}>
                <TableCell component="th" scope="row">
                  {translate(`plans.weekdays.${weekday}`)}
                </TableCell>
                {APPOINTMENT_PERIODS.map((period) => {
                  const i = rosterIndex(weekday, period);
                  const e = record.entries[i];
                  return (
                    <TableCell key={period}>
                      <NumberInput
                        source={`entries.${i}.own`}
                        label={`${translate(`plans.weekdays.${weekday}`)} ${translate(`plans.periods_short.${period}`)}`}
                        step={1}
                        min={0}
                        max={CAPACITY_MAX}
                        helperText={translate(record.area_id === null ? 'plans.roster_rule' : 'plans.roster_inherits', { n: e.inherited })}
                        sx={{ minWidth: 140 }}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

/** "Weekly team roster: Every area (default)" / "…: hi-p10-ftth". */
function RosterTitle() {
  const record = useRecordContext<Roster>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {translate('resources.appointment-rosters.name', { smart_count: 1 })}: <RosterName roster={record} />
    </>
  );
}

function RosterEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <EditPage
      title={<RosterTitle />}
      mutationOptions={{
        onSuccess: (data: RaRecord) => {
          const saved = data as unknown as Roster;
          notify('plans.roster_saved', { type: 'info', messageArgs: { applied: saved.applied ?? 0, kept: saved.kept ?? 0 } });
          redirect('list', 'appointment-rosters');
        },
      }}
    >
      <SimpleForm toolbar={<SaveOnly />}>
        <RosterGrid />
      </SimpleForm>
    </EditPage>
  );
}

/** An empty cell is "no entry of its own" (null), whatever the input leaves behind. */
const ownOf = (e: Partial<Entry> | undefined) => (typeof e?.own === 'number' && Number.isFinite(e.own) ? e.own : null);

/**
 * The weekly rosters of installation teams (orders.fulfil; decision 052): the teams a half-day gets
 * when its day is created, for every area (the default) or one area; an empty cell inherits.
 */
export const appointmentRostersResource: AdminResource = {
  name: 'appointment-rosters',
  permission: 'orders.fulfil',
  icon: CalendarViewWeekIcon,
  list: RosterList,
  edit: RosterEdit,
  recordRepresentation: 'id',
  data: {
    endpoint: '/staff/appointment-rosters',
    // Only the half-days whose own teams changed (all of them when none did: saving again is harmless).
    toUpdate: (data, previous) => {
      const entries = ((data as Roster).entries ?? []).map((e, i) => ({ weekday: e.weekday, period: e.period, capacity: ownOf(e), was: ownOf((previous as Roster).entries?.[i]) }));
      const changed = entries.filter((e) => e.capacity !== e.was);
      return { entries: (changed.length ? changed : entries).map(({ weekday, period, capacity }) => ({ weekday, period, capacity })) };
    },
  },
};
