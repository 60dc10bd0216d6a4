import SettingsIcon from '@mui/icons-material/Settings';
import HistoryIcon from '@mui/icons-material/History';
import { Box, Button, Card, CardContent, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BooleanField, DataTable, List, NumberField, SimpleForm, TextField, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { DateField, DateTimeText } from '../../components/dates';
import { configSchemas, type ConfigKey } from '@store/domain/config';
import { api } from '../../api';
import { jsonSchemaOf, SchemaInputs, zodErrors } from '../../components/SchemaInputs';
import type { AdminResource } from '../types';
import { EditPage } from '../../components/EditPage';
import { SaveOnly } from '../../components/SaveOnly';

interface ConfigVersion {
  version: number;
  value: unknown;
  action: 'set' | 'reset' | 'revert';
  reverted_from: number | null;
  changed_by: string;
  changed_at: string;
}

function ConfigList() {
  return (
    <List pagination={false} perPage={100}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="key" />
        <DataTable.Col source="overridden">
          <BooleanField source="overridden" />
        </DataTable.Col>
        <DataTable.NumberCol source="version" />
        <DataTable.Col source="updated_by" />
        <DataTable.Col source="updated_at">
          <DateField source="updated_at" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** The versions of the object being edited, newest first, each with a one-click revert (a new version). */
function ConfigVersions() {
  const record = useRecordContext<{ id: ConfigKey; version: number }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const key = record?.id;
  const versions = useQuery({ queryKey: ['config-versions', key, record?.version], enabled: !!key, queryFn: () => api<ConfigVersion[]>('GET', `/admin/config/${key}/versions`) });
  const revert = useMutation({
    mutationFn: (version: number) => api('POST', `/admin/config/${key}/versions/${version}/revert`),
    onSuccess: (_data, version) => {
      notify('config.reverted', { type: 'success', messageArgs: { version } });
      void queryClient.invalidateQueries({ queryKey: ['config-versions', key] });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!key) return null;
  const rows = versions.data ?? [];
  return (
    <Card sx={{ mt: 2 }} data-testid="config-versions">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <HistoryIcon /> {translate('config.versions')}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('config.version')}</TableCell>
                <TableCell>{translate('config.action')}</TableCell>
                <TableCell>{translate('config.changed_by')}</TableCell>
                <TableCell>{translate('config.changed_at')}</TableCell>
                <TableCell>{translate('config.value')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={row.version} data-testid={`config-version-${row.version}`}>
                  <TableCell>{row.version}</TableCell>
                  <TableCell>
                    <Chip size="small" label={translate(`config.actions.${row.action}`, { version: row.reverted_from ?? 0 })} />
                  </TableCell>
                  <TableCell>{row.changed_by}</TableCell>
                  <TableCell>
                    <DateTimeText value={row.changed_at} />
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, maxWidth: 360, wordBreak: 'break-all' }}>
                    {row.value === null ? translate('config.default_value') : JSON.stringify(row.value)}
                  </TableCell>
                  <TableCell>
                    {index > 0 && (
                      <Button size="small" variant="outlined" disabled={revert.isPending} onClick={() => revert.mutate(row.version)}>
                        {translate('config.revert')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {rows.length > 0 && (
                <TableRow>
                  <TableCell>0</TableCell>
                  <TableCell colSpan={3}>{translate('config.default_value')}</TableCell>
                  <TableCell />
                  <TableCell>
                    <Button size="small" variant="outlined" disabled={revert.isPending} onClick={() => revert.mutate(0)}>
                      {translate('config.revert')}
                    </Button>
                  </TableCell>
                </TableRow>
              )}
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>{translate('config.no_versions')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
}

function ConfigForm() {
  const record = useRecordContext<{ id: ConfigKey }>();
  if (!record) return null;
  const schema = configSchemas[record.id];
  return (
    <SimpleForm toolbar={<SaveOnly />} validate={(values) => zodErrors(schema, values.value, 'value')}>
      <TextField source="key" variant="h6" />
      <NumberField source="version" />
      <SchemaInputs schema={jsonSchemaOf(schema)} source="value" />
    </SimpleForm>
  );
}

function ConfigEdit() {
  return (
    <EditPage redirect={false}>
      <ConfigForm />
      <ConfigVersions />
    </EditPage>
  );
}

/** Every config object of spec 3 (config.write): a form built from its zod schema, versions and revert. */
export const configResource: AdminResource = {
  name: 'config',
  permission: 'config.write',
  icon: SettingsIcon,
  list: ConfigList,
  edit: ConfigEdit,
  recordRepresentation: 'key',
  data: {
    endpoint: '/admin/config',
    updateMethod: 'PUT',
    toUpdate: (data) => ({ value: data.value }),
  },
};
