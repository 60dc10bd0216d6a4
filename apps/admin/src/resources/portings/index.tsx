import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button as MuiButton, Chip } from '@mui/material';
import { DataTable, FunctionField, List, SelectInput, usePermissions, useTranslate } from 'react-admin';
import { MNP_PORTING_STATES, type MnpStaffPorting } from '@store/domain/mnp';
import type { Permission } from '@store/domain/staff';
import { api } from '../../api';
import { useAction } from '../ops-ui';
import type { AdminResource } from '../types';

function Retry({ porting }: { porting: MnpStaffPorting }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permission[]>();
  const action = useAction();
  if (porting.state !== 'stuck' || !permissions?.includes('mnp.manage')) return null;
  return (
    <MuiButton
      size="small"
      variant="outlined"
      disabled={action.busy}
      onClick={() => void action.run(() => api('POST', `/staff/mnp/portings/${porting.id}/retry`), 'ops.porting_retried')}
    >
      {translate('ops.retry')}
    </MuiButton>
  );
}

function StateChip({ state }: { state: string }) {
  const translate = useTranslate();
  return <Chip size="small" color={state === 'stuck' || state === 'rejected' ? 'warning' : 'default'} label={translate(`ops.porting_state.${state}`, { _: state })} />;
}

function PortingList() {
  return (
    <List
      filters={[<SelectInput key="state" source="state" alwaysOn choices={MNP_PORTING_STATES.map((s) => ({ id: s, name: `ops.porting_state.${s}` }))} />]}
      filterDefaultValues={{ state: 'stuck' }}
      pagination={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="order_number" />
        <DataTable.Col source="mobile_number" />
        <DataTable.Col source="state">
          <FunctionField<MnpStaffPorting> render={(p) => <StateChip state={p.state} />} />
        </DataTable.Col>
        <DataTable.Col source="reason" />
        <DataTable.Col source="attempts" />
        <DataTable.Col source="last_error_code" />
        <DataTable.Col label="ops.actions">
          <FunctionField<MnpStaffPorting> render={(p) => <Retry porting={p} />} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** Number portings that need attention (mnp.manage): stuck ones retried, refused ones read (the existing /staff/mnp/portings routes). */
export const portingsResource: AdminResource = {
  name: 'portings',
  permission: 'mnp.manage',
  icon: SwapHorizIcon,
  list: PortingList,
  data: { endpoint: '/staff/mnp/portings', listQuery: (f) => ({ state: f.state }) },
};
