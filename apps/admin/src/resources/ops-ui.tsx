import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField as MuiTextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatPrice } from '@store/domain/money';
import { ApiError } from '../api';

/** Satang as the console shows money: "1,234.50 ฿". */
export const baht = (satang: number | null | undefined) => (satang === null || satang === undefined ? '' : `${formatPrice(satang)} ฿`);

/** Runs a call of a page (refund, reveal, state move) and tells the staff member how it went, in their language. */
export function useAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    async run<T>(work: () => Promise<T>, done?: string): Promise<T | undefined> {
      setBusy(true);
      try {
        const result = await work();
        if (done) notify(done, { type: 'success' });
        refresh();
        return result;
      } catch (error) {
        notify(error instanceof ApiError ? `errors.${error.code}` : 'errors.unknown', { type: 'error' });
        return undefined;
      } finally {
        setBusy(false);
      }
    },
  };
}

/** A dialog asking for a reason (and maybe more fields) before an action. */
export function ReasonDialog(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  onConfirm: (reason: string) => void;
  busy?: boolean;
  children?: ReactNode;
  confirmLabel: string;
  testId: string;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" data-testid={props.testId}>
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {props.children}
        <MuiTextField
          label={translate('ops.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={props.onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton variant="contained" disabled={!reason.trim() || props.busy} onClick={() => props.onConfirm(reason.trim())} data-testid="confirm">
          {props.confirmLabel}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
