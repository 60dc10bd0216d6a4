import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import { Button as MuiButton, Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { DataTable, FunctionField, List, SelectInput, useListFilterContext, usePermissions, useTranslate } from 'react-admin';
import { DateField } from '../../components/dates';
import { LEAD_KINDS, LEAD_MOVES, LEAD_STATES, type StaffLead } from '@store/domain/backoffice';
import type { Permission } from '@store/domain/staff';
import { api } from '../../api';
import { ReasonDialog, useAction } from '../ops-ui';
import type { AdminResource } from '../types';

const filters = [
  <SelectInput key="kind" source="kind" choices={LEAD_KINDS.map((k) => ({ id: k, name: `ops.lead_kind.${k}` }))} alwaysOn emptyText="ops.lead_kind.contact" />,
  <SelectInput key="state" source="state" choices={LEAD_STATES.map((s) => ({ id: s, name: `ops.lead_state.${s}` }))} alwaysOn />,
];

function LeadActions({ lead }: { lead: StaffLead }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permission[]>();
  const action = useAction();
  const [revealing, setRevealing] = useState(false);
  const [mobile, setMobile] = useState<string | null>(null);
  const path = `/staff/leads/${lead.kind}/${encodeURIComponent(lead.id)}`;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 0.5 }} onClick={(e) => e.stopPropagation()}>
      {permissions?.includes('leads.manage') &&
        LEAD_MOVES[lead.state].map((to) => (
          <MuiButton
            key={to}
            size="small"
            variant="outlined"
            disabled={action.busy}
            data-testid={`lead-${to}`}
            onClick={() => void action.run(() => api('POST', `${path}/state`, { body: { state: to } }), 'ops.lead_moved')}
          >
            {translate(`ops.lead_move.${to}`)}
          </MuiButton>
        ))}
      {permissions?.includes('personal_data.reveal') &&
        (mobile ? (
          <Chip size="small" color="warning" label={mobile} data-testid="lead-mobile" />
        ) : (
          <MuiButton size="small" onClick={() => setRevealing(true)} data-testid="lead-reveal">
            {translate('ops.reveal')}
          </MuiButton>
        ))}
      <ReasonDialog
        open={revealing}
        title={translate('ops.reveal_title')}
        onClose={() => setRevealing(false)}
        busy={action.busy}
        confirmLabel={translate('ops.reveal')}
        testId="reveal-dialog"
        onConfirm={(reason) =>
          void action
            .run(() => api<{ mobile: string }>('POST', `${path}/reveal`, { body: { reason } }))
            .then((r) => {
              if (r) setMobile(r.mobile);
              setRevealing(false);
            })
        }
      />
    </Stack>
  );
}

function StateChip({ state }: { state: string }) {
  const translate = useTranslate();
  return <Chip size="small" label={translate(`ops.lead_state.${state}`)} color={state === 'new' ? 'primary' : state === 'won' ? 'success' : 'default'} data-testid="lead-state" />;
}

function KindText() {
  const translate = useTranslate();
  const { filterValues } = useListFilterContext();
  return <>{translate(`ops.lead_kind.${(filterValues.kind as string) ?? 'contact'}`)}</>;
}

function LeadList() {
  return (
    <List filters={filters} filterDefaultValues={{ kind: 'contact' }} title={<KindText />}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="created_at">
          <DateField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="name" />
        <DataTable.Col source="mobile" />
        <DataTable.Col source="topic" />
        <DataTable.Col source="state">
          <FunctionField<StaffLead> render={(r) => <StateChip state={r.state} />} />
        </DataTable.Col>
        <DataTable.Col label="ops.actions">
          <FunctionField<StaffLead> render={(r) => <LeadActions lead={r} />} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** The call-back queue (contact.read): contact requests and home-internet leads by state; moves need leads.manage, the whole number personal_data.reveal. */
export const leadsResource: AdminResource = {
  name: 'leads',
  permission: 'contact.read',
  icon: PhoneCallbackIcon,
  list: LeadList,
  data: { endpoint: '/staff/leads', listQuery: (f) => ({ kind: f.kind ?? 'contact', state: f.state }) },
};
