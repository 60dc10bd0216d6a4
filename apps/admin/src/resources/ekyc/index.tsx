import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Button as MuiButton, MenuItem, Stack, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import { DataTable, FunctionField, List, SelectInput, usePermissions, useTranslate } from 'react-admin';
import { DateField } from '../../components/dates';
import { EKYC_REJECT_REASONS, EKYC_STATUSES } from '@store/domain/ekyc';
import type { Permission } from '@store/domain/staff';
import { api, apiUrl } from '../../api';
import { useAction } from '../ops-ui';
import type { AdminResource } from '../types';

interface Item {
  id: string;
  purpose: string;
  status: string;
  thai_id: string;
  submitted_at: string | null;
  images: string[];
}

function Review({ item }: { item: Item }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permission[]>();
  const action = useAction();
  const [reason, setReason] = useState<string>(EKYC_REJECT_REASONS[0]);
  const decide = (status: 'approved' | 'rejected') =>
    void action.run(() => api('POST', `/staff/ekyc/${item.id}/decision`, { body: status === 'approved' ? { status } : { status, reason } }), 'ops.ekyc_decided');
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      {permissions?.includes('ekyc.read') &&
        item.images.map((kind) => (
          <MuiButton key={kind} size="small" href={apiUrl(`/staff/ekyc/${item.id}/images/${kind}`)} target="_blank" rel="noopener">
            {translate(`ops.ekyc_image.${kind}`)}
          </MuiButton>
        ))}
      {permissions?.includes('ekyc.review') && item.status === 'verifying' && (
        <>
          <MuiButton size="small" variant="contained" color="success" disabled={action.busy} onClick={() => decide('approved')}>
            {translate('ops.approve')}
          </MuiButton>
          <MuiTextField select size="small" value={reason} onChange={(e) => setReason(e.target.value)} sx={{ minWidth: 160 }}>
            {EKYC_REJECT_REASONS.map((r) => (
              <MenuItem key={r} value={r}>
                {translate(`ops.ekyc_reason.${r}`)}
              </MenuItem>
            ))}
          </MuiTextField>
          <MuiButton size="small" variant="outlined" color="error" disabled={action.busy} onClick={() => decide('rejected')}>
            {translate('ops.reject')}
          </MuiButton>
        </>
      )}
    </Stack>
  );
}

function EkycList() {
  return (
    <List
      filters={[<SelectInput key="status" source="status" alwaysOn choices={EKYC_STATUSES.map((s) => ({ id: s, name: `ops.ekyc_status.${s}` }))} />]}
      filterDefaultValues={{ status: 'verifying' }}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="submitted_at">
          <DateField source="submitted_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="purpose" />
        <DataTable.Col source="thai_id" />
        <DataTable.Col label="ops.actions">
          <FunctionField<Item> render={(r) => <Review item={r} />} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** eKYC applications waiting for review (ekyc.read; deciding needs ekyc.review; photos are audited reads). */
export const ekycResource: AdminResource = {
  name: 'ekyc',
  permission: 'ekyc.read',
  icon: FactCheckIcon,
  list: EkycList,
  data: { endpoint: '/staff/ekyc', listQuery: (f) => ({ status: f.status ?? 'verifying' }) },
};
