import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Typography } from '@mui/material';
import { DataTable, DateField, FunctionField, Labeled, List, NumberInput, Pagination, SimpleForm, TextField, TextInput, required, useListContext, useTranslate } from 'react-admin';
import { CodeText } from '../../components/Localized';
import type { AdminResource } from '../types';
import { EditPage } from '../../components/EditPage';
import { SaveOnly } from '../../components/SaveOnly';

type Slot = { id: string; area_id: string; day: string; period: string; start: string; capacity: number; booked: number; held: number; free: number };

/** The most teams a slot may have (SLOT_CAPACITY_MAX of the route's contract). */
const CAPACITY_MAX = 50;

const filters = [
  <TextInput key="area_id" source="area_id" alwaysOn resettable label="resources.appointment-slots.fields.area_id" />,
  <TextInput key="from" source="from" type="date" alwaysOn label="resources.appointment-slots.fields.from" slotProps={{ inputLabel: { shrink: true } }} />,
];

/** Until an area is chosen there is nothing to list (the route needs one): say so above the table. */
function ChooseArea() {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  if (filterValues.area_id) return null;
  return (
    <Typography variant="body2" sx={{ p: 2 }}>
      {translate('plans.choose_area')}
    </Typography>
  );
}

function SlotList() {
  return (
    <List filters={filters} perPage={14} pagination={<Pagination rowsPerPageOptions={[14, 28, 56]} />} actions={false} empty={false}>
      <ChooseArea />
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="day" disableSort />
        <DataTable.Col source="period" disableSort>
          <FunctionField<Slot> render={(r) => <CodeText prefix="plans.periods" code={r.period} />} />
        </DataTable.Col>
        <DataTable.Col source="start" disableSort>
          <DateField source="start" showTime />
        </DataTable.Col>
        <DataTable.NumberCol source="capacity" disableSort />
        <DataTable.NumberCol source="booked" disableSort />
        <DataTable.NumberCol source="held" disableSort />
        <DataTable.NumberCol source="free" disableSort />
      </DataTable>
    </List>
  );
}

function SlotEdit() {
  return (
    <EditPage redirect="list">
      <SimpleForm toolbar={<SaveOnly />}>
        <TextField source="area_id" variant="h6" />
        <Labeled>
          <TextField source="day" />
        </Labeled>
        <Labeled>
          <FunctionField<Slot> source="period" render={(r) => <CodeText prefix="plans.periods" code={r.period} />} />
        </Labeled>
        <Labeled>
          <TextField source="booked" />
        </Labeled>
        <Labeled>
          <TextField source="held" />
        </Labeled>
        <NumberInput source="capacity" step={1} min={0} max={CAPACITY_MAX} validate={required()} helperText="plans.capacity_help" />
      </SimpleForm>
    </EditPage>
  );
}

/** Installation slot capacity by day and area (orders.fulfil; decision 044): teams per half-day, never below those booked. */
export const appointmentSlotsResource: AdminResource = {
  name: 'appointment-slots',
  permission: 'orders.fulfil',
  icon: EventAvailableIcon,
  list: SlotList,
  edit: SlotEdit,
  recordRepresentation: 'day',
  data: {
    endpoint: '/staff/appointment-slots',
    listQuery: (filter) => ({ area_id: filter.area_id, from: filter.from || undefined }),
    requires: ['area_id'],
    toUpdate: (data) => ({ capacity: data.capacity }),
  },
};
