import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HiTimeSlot } from '@store/domain/home-internet';
import { parseLang } from '@store/domain/lang';
import { loadNamespaces } from '@/lib/i18n';
import './installation-status.css';

void loadNamespaces(['installation-status']);

const BANGKOK = 'Asia/Bangkok';
/** The Bangkok day of a time, as YYYY-MM-DD (the calendar's days are Bangkok days whatever the device's zone). */
export const bangkokDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: BANGKOK, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
const bangkokHour = (iso: string) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: BANGKOK, hour: '2-digit', hourCycle: 'h23' }).format(new Date(iso)));
const locale = (lang: 'th' | 'en') => (lang === 'en' ? 'en-GB' : 'th-TH');
export const slotTime = (iso: string, lang: 'th' | 'en') => new Intl.DateTimeFormat(locale(lang), { timeZone: BANGKOK, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
export const slotDate = (iso: string, lang: 'th' | 'en') =>
  new Intl.DateTimeFormat(locale(lang), { timeZone: BANGKOK, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
/** "Monday 7 December 2026, 09:00–12:00" in Bangkok time. */
export const slotText = (slot: { start: string; end: string }, lang: 'th' | 'en') => `${slotDate(slot.start, lang)}, ${slotTime(slot.start, lang)}–${slotTime(slot.end, lang)}`;

/**
 * The installation calendar (TMF646 availableTimeSlot): the days that have slots, then the chosen
 * day's morning and afternoon slots with their free teams; a full slot cannot be picked. Used by the
 * appointment page and by tracking's "move the appointment".
 */
export function SlotCalendar({
  slots,
  selectedId,
  onPick,
  busy,
  testId = 'slot-calendar',
}: {
  slots: HiTimeSlot[];
  selectedId?: string | null;
  onPick: (slot: HiTimeSlot) => void;
  busy?: boolean;
  testId?: string;
}) {
  const { t, i18n, ready } = useTranslation('installation-status', { useSuspense: false });
  const lang = parseLang(i18n.language);
  // The server gives each slot its Bangkok day and half of the day; a slot without them is placed by its start.
  const dayOf = (s: HiTimeSlot) => s.day || bangkokDay(s.start);
  const days = [...new Set(slots.map(dayOf))].sort();
  const selected = slots.find((s) => s.id === selectedId);
  const firstFree = days.find((d) => slots.some((s) => dayOf(s) === d && s.free > 0));
  const [day, setDay] = useState<string | null>(null);
  if (!ready) return null;
  const current = day && days.includes(day) ? day : selected ? dayOf(selected) : (firstFree ?? days[0]);
  if (days.length === 0)
    return (
      <p className="ist-note" role="status" data-testid={`${testId}-empty`}>
        {t('calendar.noSlots')}
      </p>
    );
  const ofDay = slots.filter((s) => dayOf(s) === current).sort((a, b) => a.start.localeCompare(b.start));
  const dayLabel = (d: string) => {
    const first = slots.find((s) => dayOf(s) === d)!;
    return {
      weekday: new Intl.DateTimeFormat(locale(lang), { timeZone: BANGKOK, weekday: 'short' }).format(new Date(first.start)),
      date: new Intl.DateTimeFormat(locale(lang), { timeZone: BANGKOK, day: 'numeric', month: 'short' }).format(new Date(first.start)),
      free: slots.filter((s) => dayOf(s) === d).reduce((n, s) => n + Math.max(0, s.free), 0),
    };
  };
  return (
    <div className="ist-cal" data-testid={testId}>
      <div className="ist-cal__days" role="group" aria-label={t('calendar.days')}>
        {days.map((d) => {
          const l = dayLabel(d);
          return (
            <button
              key={d}
              type="button"
              className={`ist-cal__day${d === current ? ' is-current' : ''}${l.free === 0 ? ' is-full' : ''}`}
              aria-pressed={d === current}
              onClick={() => setDay(d)}
              data-testid="slot-day"
              data-day={d}
            >
              <span className="ist-cal__weekday">{l.weekday}</span>
              <span className="ist-cal__date">{l.date}</span>
              <span className="ist-cal__free">{l.free > 0 ? t('calendar.teams', { count: l.free }) : t('calendar.full')}</span>
            </button>
          );
        })}
      </div>
      <p className="ist-cal__title">{slotDate(ofDay[0].start, lang)}</p>
      <ul className="ist-cal__slots">
        {ofDay.map((s) => {
          const part = s.period === 'morning' || s.period === 'afternoon' ? s.period : bangkokHour(s.start) < 12 ? 'morning' : 'afternoon';
          const isSelected = s.id === selectedId;
          return (
            <li key={s.id}>
              <button
                type="button"
                className={`ist-slot${isSelected ? ' is-selected' : ''}`}
                disabled={busy || (s.free <= 0 && !isSelected)}
                aria-pressed={isSelected}
                onClick={() => onPick(s)}
                data-testid="slot"
                data-free={s.free}
              >
                <span className="ist-slot__part">{t(`calendar.${part}`)}</span>
                <span className="ist-slot__time">
                  {slotTime(s.start, lang)}–{slotTime(s.end, lang)}
                </span>
                <span className="ist-slot__free">{isSelected ? t('calendar.yours') : s.free > 0 ? t('calendar.teams', { count: s.free }) : t('calendar.full')}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
