import HistoryIcon from '@mui/icons-material/History';
import { Typography } from '@mui/material';
import { DataTable, FunctionField, List, TextInput } from 'react-admin';
import { DateField, DateTimeInput } from '../../components/dates';
import type { RaRecord } from 'react-admin';
import type { AdminResource } from '../types';

interface Entry {
  id: number;
  at: string;
  actor: string;
  action: string;
  object_type: string;
  object_id: string | null;
  before: unknown;
  after: unknown;
}

const filters = [
  <TextInput key="actor" source="actor" alwaysOn resettable label="resources.audit.fields.actor" />,
  <TextInput key="object_type" source="object_type" alwaysOn resettable label="resources.audit.fields.object_type" />,
  <TextInput key="object_id" source="object_id" alwaysOn resettable label="resources.audit.fields.object_id" />,
  <TextInput key="action" source="action" resettable label="resources.audit.fields.action" />,
  <DateTimeInput key="from" source="from" label="resources.audit.fields.from" />,
  <DateTimeInput key="to" source="to" label="resources.audit.fields.to" />,
];

const short = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v).slice(0, 160));

function AuditList() {
  return (
    <List filters={filters}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="at">
          <DateField source="at" showTime />
        </DataTable.Col>
        <DataTable.Col source="actor" />
        <DataTable.Col source="action" />
        <DataTable.Col source="object_type" />
        <DataTable.Col source="object_id" />
        <DataTable.Col source="after">
          <FunctionField<Entry>
            render={(e) => (
              <Typography variant="caption" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {short(e.before) ? `${short(e.before)} → ` : ''}
                {short(e.after)}
              </Typography>
            )}
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

const iso = (v: unknown) => (typeof v === 'string' && v ? new Date(v).toISOString().replace(/\.\d{3}Z$/, 'Z') : undefined);

/** The audit log (audit.read): by staff member (e-mail), object, action and time, newest first. */
export const auditResource: AdminResource = {
  name: 'audit',
  permission: 'audit.read',
  icon: HistoryIcon,
  list: AuditList,
  data: {
    endpoint: '/staff/audit',
    cursorParam: 'before_id',
    listQuery: (f) => ({ actor: f.actor, object_type: f.object_type, object_id: f.object_id, action: f.action, from: iso(f.from), to: iso(f.to) }),
    toPage: (reply) => {
      const r = reply as { entries: RaRecord[]; next_before_id: number | null };
      return { items: r.entries, next_cursor: r.next_before_id === null ? null : String(r.next_before_id) };
    },
  },
};
