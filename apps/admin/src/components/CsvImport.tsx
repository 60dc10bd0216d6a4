import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { api } from '../api';

export interface ImportReport {
  dry_run: boolean;
  rows: number;
  accepted: number;
  inserted?: number;
  updated?: number;
  rejected: { line: number; reason: string; number?: string; sku?: string }[];
}

/**
 * A CSV import in two steps: pick a file, see the preview (a dry run: how many rows would be taken
 * and each bad row with its line and reason), then import. `endpoint` answers ImportReport.
 */
export function CsvImport({ endpoint, help, keyLabel, onDone }: { endpoint: string; help: ReactNode; keyLabel: string; onDone?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const run = useMutation({
    mutationFn: (dryRun: boolean) =>
      api<ImportReport>('POST', endpoint, { body: { csv: file?.text ?? '', dry_run: dryRun, file_name: file?.name.replace(/[^\w.-]/g, '_').slice(0, 200) } }),
    onSuccess: (data) => {
      setReport(data);
      if (!data.dry_run) {
        notify('import.done', { type: 'success', messageArgs: { count: data.inserted ?? data.updated ?? data.accepted } });
        onDone?.();
      }
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('import.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {help}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {translate('import.choose')}
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              data-testid="csv-file"
              onChange={(event) => {
                const picked = event.target.files?.[0];
                setReport(null);
                if (picked) void picked.text().then((text) => setFile({ name: picked.name, text }));
              }}
            />
          </Button>
          <Typography variant="body2">{file?.name ?? translate('import.no_file')}</Typography>
          <Button variant="outlined" disabled={!file || run.isPending} onClick={() => run.mutate(true)}>
            {translate('import.preview')}
          </Button>
          <Button variant="contained" disabled={!file || run.isPending || !report?.dry_run || report.accepted === 0} onClick={() => run.mutate(false)}>
            {translate('import.run')}
          </Button>
        </Stack>
        {report && (
          <Box sx={{ mt: 2 }} data-testid="import-report">
            <Alert severity={report.rejected.length ? 'warning' : 'success'}>
              {translate(report.dry_run ? 'import.preview_summary' : 'import.summary', { rows: report.rows, accepted: report.accepted, rejected: report.rejected.length })}
            </Alert>
            {report.rejected.length > 0 && (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={translate('import.rejected')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('import.line')}</TableCell>
                      <TableCell>{keyLabel}</TableCell>
                      <TableCell>{translate('import.reason')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.rejected.map((r) => (
                      <TableRow key={`${r.line}-${r.reason}`}>
                        <TableCell>{r.line}</TableCell>
                        <TableCell>{r.number ?? r.sku}</TableCell>
                        <TableCell>{translate(`import.reasons.${r.reason}`, { _: r.reason })}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
