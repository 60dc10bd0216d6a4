import EventIcon from '@mui/icons-material/Event';
import { Chip } from '@mui/material';
import { DataTable, FunctionField, List, TextInput, useTranslate } from 'react-admin';
import { DateField } from '../../components/dates';
import type { AdminResource } from '../types';

const bangkokToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

const filters = [
  <TextInput key="day" source="day" type="date" alwaysOn label="resources.appointments.fields.day" />,
  <TextInput key="area_id" source="area_id" alwaysOn resettable label="resources.appointments.fields.area_id" />,
];

function StateChip({ state }: { state: string }) {
  const translate = useTranslate();
  return <Chip size="small" label={translate(`ops.appointment_state.${state}`, { _: state })} />;
}

function AppointmentList() {
  return (
    <List filters={filters} filterDefaultValues={{ day: bangkokToday() }} pagination={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="area_id" />
        <DataTable.Col source="start">
          <DateField source="start" showTime />
        </DataTable.Col>
        <DataTable.Col source="period" />
        <DataTable.Col source="state">
          <FunctionField<{ state: string }> render={(r) => <StateChip state={r.state} />} />
        </DataTable.Col>
        <DataTable.Col source="reference" />
      </DataTable>
    </List>
  );
}

/** Installation appointments of a day by area (orders.fulfil). */
export const appointmentsResource: AdminResource = {
  name: 'appointments',
  permission: 'orders.fulfil',
  icon: EventIcon,
  list: AppointmentList,
  data: { endpoint: '/staff/appointments', listQuery: (f) => ({ day: f.day || bangkokToday(), area_id: f.area_id }) },
};
