import { DateField as RaDateField, DateTimeInput as RaDateTimeInput, useLocaleState, type DateFieldProps, type DateTimeInputProps } from 'react-admin';

/**
 * Dates and times in the console (decision 045): always in the store's time zone, Asia/Bangkok,
 * whatever the computer's zone, and in the staff member's language: Thai with the Buddhist era
 * (th-TH, e.g. 26/11/2569 14:05:00), English day/month/year (en-GB, 26/11/2026, 14:05:00).
 */
export const STORE_TIME_ZONE = 'Asia/Bangkok';

export const dateLocaleOf = (lang: string) => (lang === 'en' ? 'en-GB' : 'th-TH');

export function formatDateTime(value: string | number | Date | null | undefined, lang: string, withTime = true): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = withTime
    ? { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }
    : { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' };
  return date.toLocaleString(dateLocaleOf(lang), options);
}

/** `(value) => text` in the console's language and Bangkok time, for dates outside a DateField (tables, notes). */
export function useFormatDateTime() {
  const [locale] = useLocaleState();
  return (value: string | number | Date | null | undefined, withTime = true) => formatDateTime(value, locale, withTime);
}

/** Shows a date as text in the console's language and Bangkok time. */
export function DateTimeText({ value, withTime = true }: { value: string | number | Date | null | undefined; withTime?: boolean }) {
  const format = useFormatDateTime();
  return <>{format(value, withTime) || '-'}</>;
}

/** react-admin's DateField in the console's language and Bangkok time (use this one, never react-admin's). */
export function DateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  const base: Intl.DateTimeFormatOptions = props.showTime
    ? { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }
    : { year: 'numeric', month: '2-digit', day: '2-digit' };
  return <RaDateField {...props} locales={dateLocaleOf(locale)} options={{ ...base, ...props.options, timeZone: STORE_TIME_ZONE }} />;
}

/** The parts of an instant in Bangkok time as `YYYY-MM-DDTHH:mm` (what a datetime-local input holds). */
export function toBangkokLocalInput(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A `YYYY-MM-DDTHH:mm` typed as Bangkok time, as an ISO instant (Bangkok has no daylight saving: always +07:00). */
export function fromBangkokLocalInput(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(`${value.length === 16 ? `${value}:00` : value}+07:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** react-admin's DateTimeInput typed and shown in Bangkok time, whatever the computer's zone. */
export function DateTimeInput(props: DateTimeInputProps) {
  return <RaDateTimeInput {...props} format={toBangkokLocalInput} parse={fromBangkokLocalInput} helperText={props.helperText ?? 'dates.bangkok_time'} />;
}
