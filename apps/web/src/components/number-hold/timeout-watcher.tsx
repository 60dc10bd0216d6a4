import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { TIMER_MAX_MS } from '@store/domain/constants';
import { Dialog } from '@/components/ui/dialog';
import { track } from '@/lib/analytics';
import { cancelHold, forgetHold, onHoldsChanged, readHolds, timedHolds, timeoutDestination, type StoredHold } from '@/lib/number-holds';

/**
 * The number-hold timers of spec 4: on expiry (or at once when already expired) the timeout dialog
 * opens, a session_timeout event is sent, the reservation is cancelled (the server drops its cart
 * lines) and forgotten; closing goes back to the lucky listing for lucky flows, to the campaign's
 * page for fortune flows, to the online store for SWB, else reloads. An SWB hold with more than two
 * hours left is not timed (spec 9).
 */
export function TimeoutWatcher() {
  const { t } = useTranslation('numbers');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [expired, setExpired] = useState<StoredHold | null>(null);

  useEffect(() => {
    let timer: number | undefined;
    const schedule = () => {
      window.clearTimeout(timer);
      const next = timedHolds(readHolds(), Date.now())[0];
      if (!next) return;
      const wait = Math.min(Math.max(0, Date.parse(next.expires_at) - Date.now()), TIMER_MAX_MS);
      timer = window.setTimeout(() => {
        if (Date.parse(next.expires_at) > Date.now()) return schedule();
        forgetHold(next.number);
        track('session_timeout', { category: 'number_hold', label: next.flow });
        setExpired(next);
        void cancelHold(next.number)
          .catch(() => undefined)
          .finally(() => {
            void queryClient.invalidateQueries({ queryKey: ['cart'] });
            void queryClient.invalidateQueries({ queryKey: ['number-holds'] });
          });
      }, wait);
    };
    schedule();
    const off = onHoldsChanged(schedule);
    return () => {
      off();
      window.clearTimeout(timer);
    };
  }, [queryClient]);

  const close = () => {
    const to = expired ? timeoutDestination(expired) : null;
    setExpired(null);
    if (to) navigate(to);
    else window.location.reload();
  };

  return (
    <Dialog open={expired !== null} onClose={close} title={t('timeoutTitle')} name="session-timeout" noOutsideClose>
      <div className="hold-timeout" data-testid="hold-timeout">
        <p>{t('timeoutLine1')}</p>
        <p>{t('timeoutLine2')}</p>
        <p>{t('timeoutLine3')}</p>
        <p>{t('timeoutLine4')}</p>
        <button type="button" className="num-btn" onClick={close}>
          {t('back')}
        </button>
      </div>
    </Dialog>
  );
}
