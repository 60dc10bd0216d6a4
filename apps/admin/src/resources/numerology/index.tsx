import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import HistoryIcon from '@mui/icons-material/History';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NumberInput, SaveButton, SelectArrayInput, SelectInput, TabbedForm, TextInput, Title, Toolbar, useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { z } from 'zod';
import {
  numerologyDataSchema,
  planetSchema,
  POLARITIES,
  scoringRulesSchema,
  weekdayRulesSchema,
  wishInfoSchema,
  gradeSchema,
  groupSchema,
  WISHES,
  type NumerologyData,
} from '@store/domain/numerology';
import { api, ApiError } from '../../api';
import { DateTimeText } from '../../components/dates';
import { jsonSchemaOf, SchemaInputs, zodErrors } from '../../components/SchemaInputs';
import type { AdminResource } from '../types';

interface InForce {
  version: number;
  features_version: number;
  updated_at: string | null;
  data: NumerologyData;
}
interface Version {
  version: number;
  changed_by: string | null;
  changed_at: string;
  reverted_from: number | null;
}

const polarityChoices = POLARITIES.map((p) => ({ id: p, name: `numerology.polarity.${p}` }));
const wishChoices = WISHES.map((w) => ({ id: w, name: `numerology.wish.${w}` }));

/**
 * Rows of a long fixed table (the 100 pairs, the 91 sums), ten at a time: the inputs of the rows not
 * shown keep their values in the form (react-hook-form keeps unmounted fields), so the whole set is
 * checked and saved.
 */
function MeaningTable({ kind, rows }: { kind: 'pairs' | 'sums'; rows: { key: string; index: number }[] }) {
  const translate = useTranslate();
  const [group, setGroup] = useState(0);
  const groupOf = (key: string) => (kind === 'pairs' ? Number(key[0]) : Math.min(9, Math.floor(Number(key) / 10)));
  const shown = rows.filter((r) => groupOf(r.key) === group);
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup size="small" exclusive value={group} onChange={(_e, v: number | null) => v !== null && setGroup(v)} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {Array.from({ length: 10 }, (_, g) => (
          <ToggleButton key={g} value={g} data-testid={`numerology-${kind}-group-${g}`} sx={{ textTransform: 'none' }}>
            {kind === 'pairs' ? `${g}x` : g === 9 ? '90' : `${g * 10}–${g * 10 + 9}`}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Table size="small" sx={{ '& td': { verticalAlign: 'top', py: 0.5 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(kind === 'pairs' ? 'numerology.pair' : 'numerology.sum')}</TableCell>
            <TableCell>{translate('numerology.polarity_label')}</TableCell>
            <TableCell>{translate('numerology.weight')}</TableCell>
            {kind === 'pairs' && <TableCell>{translate('numerology.wishes')}</TableCell>}
            <TableCell>{translate('numerology.meaning_th')}</TableCell>
            <TableCell>{translate('numerology.meaning_en')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map(({ key, index }) => (
            <TableRow key={key} data-testid={`numerology-${kind}-${key}`}>
              <TableCell sx={{ fontWeight: 600, fontFamily: 'monospace', fontSize: 16 }}>{key}</TableCell>
              <TableCell sx={{ minWidth: 120 }}>
                <SelectInput source={`data.${kind}.${index}.polarity`} label={false} choices={polarityChoices} helperText={false} margin="none" />
              </TableCell>
              <TableCell sx={{ width: 90 }}>
                <NumberInput source={`data.${kind}.${index}.weight`} label={false} step={1} helperText={false} margin="none" />
              </TableCell>
              {kind === 'pairs' && (
                <TableCell sx={{ minWidth: 180 }}>
                  <SelectArrayInput source={`data.${kind}.${index}.wishes`} label={false} choices={wishChoices} helperText={false} margin="none" />
                </TableCell>
              )}
              <TableCell sx={{ minWidth: 200 }}>
                <TextInput source={`data.${kind}.${index}.meaning.th`} label={false} multiline fullWidth helperText={false} margin="none" />
              </TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                <TextInput source={`data.${kind}.${index}.meaning.en`} label={false} multiline fullWidth helperText={false} margin="none" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Every problem of the form at once (a row may sit on a page of the table not shown), as paths and codes. */
function Problems() {
  const translate = useTranslate();
  const { errors, submitCount } = useFormState();
  const list: string[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object' || list.length >= 20) return;
    const n = node as Record<string, unknown>;
    if (typeof n.message === 'string') {
      list.push(`${path.slice(1).join('.')}: ${translate(n.message, { _: n.message })}`);
      return;
    }
    for (const [k, v] of Object.entries(n)) if (k !== 'ref' && k !== 'type') walk(v, [...path, k]);
  };
  walk(errors, []);
  if (!submitCount || list.length === 0) return null;
  return (
    <Alert severity="error" sx={{ width: '100%', mb: 1 }} data-testid="numerology-problems">
      <Typography variant="subtitle2">{translate('numerology.problems')}</Typography>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {list.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Alert>
  );
}

const sectionSchemas = {
  planets: z.array(planetSchema),
  wishes: z.array(wishInfoSchema),
  grades: z.array(gradeSchema),
  groups: z.array(groupSchema),
  weekdays: weekdayRulesSchema,
  scoring: scoringRulesSchema,
};

function NumerologyForm({ inForce, onSaved }: { inForce: InForce; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const pairs = inForce.data.pairs.map((p, index) => ({ key: p.pair, index })).sort((a, b) => a.key.localeCompare(b.key));
  const sums = inForce.data.sums.map((s, index) => ({ key: String(s.sum), index })).sort((a, b) => Number(a.key) - Number(b.key));
  const save = async (values: Record<string, unknown>) => {
    try {
      const result = await api<{ version: number }>('PUT', '/fortune/numerology', { body: values.data });
      notify('numerology.saved', { type: 'success', messageArgs: { version: result.version } });
      onSaved();
    } catch (error) {
      notify(error instanceof ApiError ? `errors.${error.code}` : 'errors.unknown', { type: 'error' });
    }
  };
  return (
    <TabbedForm
      key={inForce.version}
      record={{ id: 'numerology', data: inForce.data }}
      onSubmit={save}
      syncWithLocation={false}
      validate={(values) => zodErrors(numerologyDataSchema, values.data, 'data')}
      toolbar={
        <Toolbar>
          <SaveButton label="numerology.save" />
        </Toolbar>
      }
    >
      <TabbedForm.Tab label="numerology.tab.pairs">
        <Problems />
        <MeaningTable kind="pairs" rows={pairs} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="numerology.tab.sums">
        <Problems />
        <MeaningTable kind="sums" rows={sums} />
      </TabbedForm.Tab>
      {(Object.keys(sectionSchemas) as (keyof typeof sectionSchemas)[]).map((section) => (
        <TabbedForm.Tab key={section} label={`numerology.tab.${section}`}>
          <Problems />
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate(`numerology.help.${section}`)}
          </Typography>
          <SchemaInputs schema={jsonSchemaOf(sectionSchemas[section])} source={`data.${section}`} />
        </TabbedForm.Tab>
      ))}
    </TabbedForm>
  );
}

/** The saved versions, newest first, each but the one in force with a revert (a new version, audited). */
function Versions({ current, onReverted }: { current: number; onReverted: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pages, setPages] = useState<(number | null)[]>([null]);
  const versions = useQuery({
    queryKey: ['numerology-versions', current, pages],
    queryFn: async () => {
      const all: Version[] = [];
      let next: string | null = null;
      for (const cursor of pages) {
        const page: { items: Version[]; next_cursor: string | null } = await api('GET', '/fortune/numerology/versions', { query: { cursor: cursor ?? undefined, limit: 25 } });
        all.push(...page.items);
        next = page.next_cursor;
      }
      return { items: all, next };
    },
  });
  const revert = useMutation({
    mutationFn: (version: number) => api<{ version: number }>('POST', `/fortune/numerology/versions/${version}/revert`),
    onSuccess: (result, version) => {
      notify('numerology.reverted', { type: 'success', messageArgs: { version, new_version: result.version } });
      void queryClient.invalidateQueries({ queryKey: ['numerology-versions'] });
      onReverted();
    },
    onError: (error: Error) => notify(error instanceof ApiError ? `errors.${error.code}` : 'errors.unknown', { type: 'error' }),
  });
  const rows = versions.data?.items ?? [];
  return (
    <Card sx={{ mt: 2 }} data-testid="numerology-versions">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <HistoryIcon /> {translate('numerology.versions')}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('numerology.version')}</TableCell>
              <TableCell>{translate('numerology.changed_by')}</TableCell>
              <TableCell>{translate('numerology.changed_at')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.version} data-testid={`numerology-version-${row.version}`}>
                <TableCell>
                  {row.version} {row.version === current && <Chip size="small" color="primary" label={translate('numerology.in_force')} />}{' '}
                  {row.reverted_from !== null && <Chip size="small" label={translate('numerology.reverted_from', { version: row.reverted_from })} />}
                </TableCell>
                <TableCell>{row.changed_by ?? '-'}</TableCell>
                <TableCell>
                  <DateTimeText value={row.changed_at} />
                </TableCell>
                <TableCell>
                  {row.version !== current && (
                    <Button size="small" variant="outlined" disabled={revert.isPending} onClick={() => revert.mutate(row.version)}>
                      {translate('numerology.revert')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {versions.data?.next && (
          <Button size="small" sx={{ mt: 1 }} onClick={() => setPages((p) => [...p, Number(versions.data!.next)])}>
            {translate('numerology.more_versions')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** The numerology tables (config.write; decision 023 and 045): pairs, sums, grades, groups, weekdays, scoring; save, versions, revert. */
function NumerologyPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const inForce = useQuery({
    queryKey: ['numerology'],
    queryFn: () => api<InForce>('GET', '/fortune/numerology'),
    // While the pool is being scored again, look again now and then.
    refetchInterval: (query) => (query.state.data && query.state.data.features_version < query.state.data.version ? 3000 : false),
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['numerology'] });
  const data = inForce.data;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('resources.numerology.name', { smart_count: 1 })} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h1">
              {translate('resources.numerology.name', { smart_count: 1 })}
            </Typography>
            {data && (
              <>
                <Chip label={translate('numerology.version_in_force', { version: data.version })} data-testid="numerology-version" />
                {data.features_version < data.version ? (
                  <Chip color="warning" label={translate('numerology.scoring')} />
                ) : (
                  <Chip color="success" label={translate('numerology.scored')} />
                )}
                {data.updated_at && (
                  <Typography variant="body2">
                    {translate('numerology.updated_at')} <DateTimeText value={data.updated_at} />
                  </Typography>
                )}
              </>
            )}
          </Stack>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('numerology.help.intro')}
          </Typography>
        </CardContent>
      </Card>
      {inForce.error && <Alert severity="error">{translate(inForce.error instanceof ApiError ? `errors.${inForce.error.code}` : 'errors.unknown')}</Alert>}
      {data && (
        <>
          <Card>
            <NumerologyForm inForce={data} onSaved={reload} />
          </Card>
          <Versions current={data.version} onReverted={reload} />
        </>
      )}
    </Box>
  );
}

export const numerologyResource: AdminResource = {
  name: 'numerology',
  permission: 'config.write',
  icon: AutoAwesomeIcon,
  list: NumerologyPage,
  data: { endpoint: '/fortune/numerology/versions' },
};
