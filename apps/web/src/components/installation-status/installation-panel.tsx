import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HiAddress, HiTimeSlot } from '@store/domain/home-internet';
import { parseLang } from '@store/domain/lang';
import { formatPrice } from '@store/domain/money';
import { errorText } from '@/lib/error-text';
import { loadNamespaces } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useInstallation, useMoveAppointment, useOrderSlots } from './api';
import { SlotCalendar, slotText } from './slot-calendar';
import './installation-status.css';

void loadNamespaces(['installation-status']);

/** The product type of a home-internet line (spec 3). */
export const hasInstallationLines = (lines: readonly { product_type?: string }[]) => lines.some((l) => l.product_type === 'home_internet');

/** The installation address in one line, in the page's language. */
export function installationAddressText(a: HiAddress, lang: 'th' | 'en', t: (key: string, o?: Record<string, unknown>) => string): string {
  const parts = [
    a.house_no,
    a.building_name ? `${a.building_name}${a.floor ? ` ${t('address.floor', { floor: a.floor })}` : ''}` : null,
    a.moo ? t('address.moo', { moo: a.moo }) : null,
    a.soi ? t('address.soi', { soi: a.soi }) : null,
    a.road ? t('address.road', { road: a.road }) : null,
    a.subdistrict[lang],
    a.district[lang],
    a.province[lang],
    a.postcode,
  ];
  return parts.filter(Boolean).join(lang === 'th' ? ' ' : ', ');
}

/**
 * The installation of a home-internet order (tracking, issue 17): the package, the address, the
 * appointment's state and time (Bangkok time), and "move the appointment" until the cut-off (24 hours
 * before the start; spec retrive-new-timeslot and change-due-date): the area's free slots, pick one,
 * confirm. The new slot is taken first, so a full slot leaves the appointment as it was.
 */
export function InstallationPanel({ secureKey }: { secureKey: string }) {
  const { t, i18n, ready } = useTranslation('installation-status', { useSuspense: false });
  const lang = parseLang(i18n.language);
  const order = useInstallation(secureKey);
  const [moving, setMoving] = useState(false);
  const [picked, setPicked] = useState<HiTimeSlot | null>(null);
  const [moved, setMoved] = useState(false);
  const slots = useOrderSlots(secureKey, moving);
  const move = useMoveAppointment(secureKey);
  // Moving is for the order's owner, signed in (a guest following an order by its number only reads it).
  const { user } = useSession();
  if (!ready || !order.data) return null;
  const { package: p, address, appointment: a } = order.data.installation;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'th-TH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(new Date(iso));
  const state = a?.state ?? 'none';
  const confirmMove = () => {
    if (!picked) return;
    move.mutate(picked.id, {
      onSuccess: () => {
        setMoving(false);
        setPicked(null);
        setMoved(true);
      },
    });
  };
  return (
    <section className="ist" aria-labelledby="ist-title" data-testid="installation-panel">
      <div className="ist__head">
        <h3 id="ist-title" className="ist__title">
          {t('title')}
        </h3>
        <span className={`ist-state ist-state--${state}`} data-testid="installation-state">
          {t(`state.${state}.label`)}
        </span>
      </div>
      <dl className="ist-facts">
        <div>
          <dt>{t('package')}</dt>
          <dd data-testid="installation-package">
            <strong>{p.name[lang]}</strong> · {t('speed', { down: p.down_mbps, up: p.up_mbps })} · {t('monthly', { price: formatPrice(p.monthly_price) })}
          </dd>
        </div>
        <div>
          <dt>{t('addressLabel')}</dt>
          <dd data-testid="installation-address">{installationAddressText(address, lang, t)}</dd>
        </div>
        <div>
          <dt>{t('when')}</dt>
          <dd data-testid="installation-when">{a ? slotText(a, lang) : t('noAppointment')}</dd>
        </div>
      </dl>
      <p className="ist-note" data-testid="installation-state-text">
        {t(`state.${state}.text`)}
      </p>
      {moved && (
        <p className="ist-ok" role="status" data-testid="installation-moved">
          {t('move.done')}
        </p>
      )}
      {a?.can_reschedule && user && !moving && (
        <div className="ist-actions">
          <button type="button" className="ist-btn ist-btn--ghost" onClick={() => (setMoving(true), setMoved(false), move.reset())} data-testid="installation-move">
            {t('move.button')}
          </button>
          <span className="ist-muted">{t('move.until', { date: when(a.reschedule_until) })}</span>
        </div>
      )}
      {a && !a.can_reschedule && ['initialized', 'confirmed'].includes(a.state) && <p className="ist-muted">{t('move.locked')}</p>}
      {moving && (
        <div className="ist-move" data-testid="installation-move-box">
          <p className="ist-note">{t('move.intro')}</p>
          {slots.isError ? (
            <p className="ist-error" role="alert">
              {errorText(t, slots.error)}
            </p>
          ) : !slots.data ? (
            <p role="status">{t('loading')}</p>
          ) : (
            <SlotCalendar
              slots={slots.data.available_time_slots.filter((s) => s.start !== a?.start)}
              selectedId={picked?.id}
              onPick={setPicked}
              busy={move.isPending}
              testId="move-calendar"
            />
          )}
          {move.isError && (
            <p className="ist-error" role="alert" data-testid="installation-move-error">
              {errorText(t, move.error)}
            </p>
          )}
          <div className="ist-actions">
            <button type="button" className="ist-btn" disabled={!picked || move.isPending} onClick={confirmMove} data-testid="installation-move-confirm">
              {move.isPending ? t('move.moving') : picked ? t('move.confirmTo', { when: slotText(picked, lang) }) : t('move.pickFirst')}
            </button>
            <button type="button" className="ist-btn ist-btn--ghost" onClick={() => (setMoving(false), setPicked(null))}>
              {t('move.keep')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
