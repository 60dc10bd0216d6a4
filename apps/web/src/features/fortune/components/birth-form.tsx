import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodiacSign } from '@store/domain/fortune';
import type { Wish } from '@store/domain/numerology';
import { parseLang } from '@store/domain/lang';
import { useHoroscopes, useLuckyGroups } from '../api/get-lookups';
import { buddhistYear, daysInMonth, DEFAULT_TIMEZONE, isBirthDate, isBirthTime, signOf, TIMEZONES, todayIso, type FortuneForm } from '../fortune-form';

interface Props {
  initial: FortuneForm | null;
  /** Zodiac: the sign picker above the birth details (the sign of the birth date chosen until the shopper picks one). */
  withZodiac?: boolean;
  onSubmit: (form: FortuneForm) => void;
}

const pad = (n: number | string) => String(n).padStart(2, '0');

/**
 * The fortune form: date of birth (zodiac: then the sign, that of the date until the shopper picks another) as day / month / year selects (years with the Buddhist Era beside
 * them, native pickers on phones), an optional time of birth, the zone of the place of birth, and
 * the wishes as toggle chips (GET /fortune/groups). Errors are shown by their field and announced.
 */
export function BirthForm({ initial, withZodiac = false, onSubmit }: Props) {
  const { t, i18n } = useTranslation('fortune');
  const lang = parseLang(i18n.language);
  const id = useId();
  const groups = useLuckyGroups();
  const horoscopes = useHoroscopes(withZodiac);
  const [y0, m0, d0] = initial?.birth_date.split('-') ?? ['', '', ''];
  const [year, setYear] = useState(y0);
  const [month, setMonth] = useState(m0 ? String(Number(m0)) : '');
  const [day, setDay] = useState(d0 ? String(Number(d0)) : '');
  const [time, setTime] = useState(initial?.birth_time ?? '');
  const [timezone, setTimezone] = useState(initial?.timezone ?? DEFAULT_TIMEZONE);
  const [wishes, setWishes] = useState<Wish[]>(initial?.wishes ?? []);
  const [picked, setPicked] = useState<ZodiacSign | null>(initial?.zodiac_sign ?? null);
  const [errors, setErrors] = useState<{ date?: string; time?: string; sign?: string }>({});
  const dayRef = useRef<HTMLSelectElement>(null);
  const timeRef = useRef<HTMLInputElement>(null);

  const today = todayIso();
  const thisYear = Number(today.slice(0, 4));
  const years = useMemo(() => Array.from({ length: thisYear - 1900 + 1 }, (_, i) => thisYear - i), [thisYear]);
  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
  }, [lang]);
  const days = daysInMonth(Number(year || NaN), Number(month || 1));
  const birthDate = year && month && day ? `${year}-${pad(month)}-${pad(day)}` : '';
  const dateSign = birthDate && horoscopes.data ? signOf(birthDate, horoscopes.data) : null;
  const sign = picked ?? dateSign;

  const toggleWish = (wish: Wish, on: boolean) => setWishes((w) => (on ? [...w.filter((x) => x !== wish), wish] : w.filter((x) => x !== wish)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!isBirthDate(birthDate, today)) next.date = t('errors.birth_date_invalid');
    if (!isBirthTime(time)) next.time = t('errors.birth_time_invalid');
    setErrors(next);
    if (next.date) return dayRef.current?.focus();
    if (next.time) return timeRef.current?.focus();
    onSubmit({ birth_date: birthDate, birth_time: time, timezone, wishes, ...(withZodiac && sign ? { zodiac_sign: sign } : {}) });
  };

  const dateError = errors.date ? `${id}-date-error` : undefined;
  return (
    <form className="ftn-form ftn-box" onSubmit={submit} noValidate aria-labelledby={`${id}-legend`} data-testid="fortune-form">
      <h2 id={`${id}-legend`} className="ftn-subtitle">
        {t('form.legend')}
      </h2>
      <fieldset aria-describedby={[`${id}-be`, dateError].filter(Boolean).join(' ')}>
        <legend>{t('form.birthDate')}</legend>
        <div className="ftn-date">
          <div>
            <label htmlFor={`${id}-day`}>{t('form.day')}</label>
            <select
              id={`${id}-day`}
              ref={dayRef}
              value={day}
              onChange={(e) => {
                setDay(e.target.value);
                setErrors((x) => ({ ...x, date: undefined }));
              }}
              aria-invalid={!!errors.date}
              aria-describedby={dateError}
            >
              <option value="">{t('form.pick')}</option>
              {Array.from({ length: days }, (_, i) => (
                <option key={i + 1} value={String(i + 1)}>
                  {i + 1}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-month`}>{t('form.month')}</label>
            <select
              id={`${id}-month`}
              value={month}
              onChange={(e) => {
                setMonth(e.target.value);
                setErrors((x) => ({ ...x, date: undefined }));
                if (Number(day) > daysInMonth(Number(year || NaN), Number(e.target.value || 1))) setDay('');
              }}
              aria-invalid={!!errors.date}
              aria-describedby={dateError}
            >
              <option value="">{t('form.pick')}</option>
              {monthNames.map((name, i) => (
                <option key={name} value={String(i + 1)}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-year`}>{t('form.year')}</label>
            <select
              id={`${id}-year`}
              value={year}
              onChange={(e) => {
                setYear(e.target.value);
                setErrors((x) => ({ ...x, date: undefined }));
                if (Number(day) > daysInMonth(Number(e.target.value || NaN), Number(month || 1))) setDay('');
              }}
              aria-invalid={!!errors.date}
              aria-describedby={dateError}
            >
              <option value="">{t('form.pick')}</option>
              {years.map((y) => (
                <option key={y} value={String(y)}>
                  {t('form.yearOption', { year: y, be: buddhistYear(y) })}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p id={`${id}-be`} className="ftn-small">
          {t('form.beHint')}
        </p>
        {errors.date && (
          <p id={dateError} className="ftn-error" role="alert">
            {errors.date}
          </p>
        )}
      </fieldset>
      {withZodiac && (
        <fieldset>
          <legend>{t('zodiac.sign')}</legend>
          <p className="ftn-small">{t('zodiac.signHint')}</p>
          {horoscopes.data ? (
            <div className="ftn-signs">
              {horoscopes.data.map((h) => (
                <label key={h.key} className="ftn-sign">
                  <input type="radio" name={`${id}-sign`} value={h.key} checked={sign === h.key} onChange={() => setPicked(h.key)} />
                  <strong>{h.name[lang]}</strong>
                  <small>{t('zodiac.dates', { from: dayMonth(h.from, monthNames), to: dayMonth(h.to, monthNames) })}</small>
                  <small>{t('zodiac.lucky', { digits: h.lucky_digits.join(', ') })}</small>
                </label>
              ))}
            </div>
          ) : (
            <p role="status">{horoscopes.isError ? t('failed') : t('loading')}</p>
          )}
        </fieldset>
      )}
      <div className="ftn-row">
        <div className="ftn-field">
          <label htmlFor={`${id}-time`}>{t('form.birthTime')}</label>
          <input
            id={`${id}-time`}
            ref={timeRef}
            type="time"
            value={time}
            onChange={(e) => setTime(e.target.value)}
            aria-invalid={!!errors.time}
            aria-describedby={`${id}-time-hint${errors.time ? ` ${id}-time-error` : ''}`}
          />
          <small id={`${id}-time-hint`} className="ftn-small">
            {t('form.birthTimeHint')}
          </small>
          {errors.time && (
            <small id={`${id}-time-error`} className="ftn-error" role="alert">
              {errors.time}
            </small>
          )}
        </div>
        <div className="ftn-field">
          <label htmlFor={`${id}-tz`}>{t('form.timezone')}</label>
          <select id={`${id}-tz`} value={timezone} onChange={(e) => setTimezone(e.target.value)}>
            {(TIMEZONES as readonly string[]).includes(timezone) ? null : <option value={timezone}>{timezone}</option>}
            {TIMEZONES.map((tz) => (
              <option key={tz} value={tz}>
                {t(`tz.${tz}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset>
        <legend>{t('form.wishes')}</legend>
        {groups.data ? (
          <div className="ftn-chips">
            {groups.data.wishes.map((w) => (
              <label key={w.key} className="ftn-chip">
                <input type="checkbox" checked={wishes.includes(w.key as Wish)} onChange={(e) => toggleWish(w.key as Wish, e.target.checked)} />
                {w.label[lang]}
              </label>
            ))}
          </div>
        ) : (
          <p role="status">{groups.isError ? t('failed') : t('loading')}</p>
        )}
      </fieldset>
      <p className="ftn-small">{t('form.privacy')}</p>
      <button type="submit" className="ftn-btn">
        {t('form.submit')}
      </button>
    </form>
  );
}

/** "04-13" as "13 April" in the page's month names. */
function dayMonth(md: string, monthNames: string[]): string {
  return `${Number(md.slice(3, 5))} ${monthNames[Number(md.slice(0, 2)) - 1] ?? ''}`;
}
