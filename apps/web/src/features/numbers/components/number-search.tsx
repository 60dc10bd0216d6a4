import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isNumericKey } from '@store/domain/phone';
import { LUCKY_CLASSES, NUMBER_CLASSES, type NumberClass } from '@store/domain/msisdn';
import { numberSearchQuerySchema } from '@store/domain/number-search';
import type { NumberSearchParams } from '../api/search-numbers';

const KINDS = ['starts', 'contains', 'ends', 'pattern', 'sum', 'digits'] as const;
type Kind = (typeof KINDS)[number];

/** The numeric key filter of spec 5 (with the editing keys a form needs). */
export function digitsOnly(event: KeyboardEvent<HTMLInputElement>) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (!isNumericKey(event.key) && event.key !== 'Enter') event.preventDefault();
}

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * The number search of the package pages: by start, content, end, position pattern (x = any digit),
 * digit sum, or favourite and avoided digits; with number type and price limits. Checked with the
 * same schema as the server before it is sent.
 */
export function NumberSearchForm({ classes, onSearch }: { classes?: readonly NumberClass[]; onSearch: (params: NumberSearchParams) => void }) {
  const { t } = useTranslation('numbers');
  const [kind, setKind] = useState<Kind>('ends');
  const [digits, setDigits] = useState('');
  const [pattern, setPattern] = useState('');
  const [sum, setSum] = useState('');
  const [fav, setFav] = useState<number[]>([]);
  const [avoid, setAvoid] = useState<number[]>([]);
  const [cls, setCls] = useState('');
  const [priceMax, setPriceMax] = useState('');
  const [error, setError] = useState<string | null>(null);
  const offered = classes ?? NUMBER_CLASSES;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params: NumberSearchParams = {};
    if (kind === 'starts' || kind === 'contains' || kind === 'ends') params[kind] = digits;
    if (kind === 'pattern') params.pattern = pattern;
    if (kind === 'sum') params.sum = sum;
    if (kind === 'digits') {
      if (fav.length) params.fav = fav.join(',');
      if (avoid.length) params.avoid = avoid.join(',');
    }
    params.class = cls || (classes ? classes.join(',') : '');
    if (priceMax) params.price_max = String(Number(priceMax) * 100);
    const cleaned = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== ''));
    const parsed = numberSearchQuerySchema.safeParse(cleaned);
    if (!parsed.success) {
      setError(t(`errors.${parsed.error.issues[0].message}`, { defaultValue: t('errors.digits_invalid') }));
      return;
    }
    setError(null);
    onSearch(cleaned);
  };

  const toggle = (list: number[], set: (v: number[]) => void, d: number) => set(list.includes(d) ? list.filter((x) => x !== d) : [...list, d].sort());

  return (
    <form className="num-search" onSubmit={submit} noValidate aria-label={t('pickNumber')}>
      <div className="num-tabs" role="radiogroup" aria-label={t('kind')}>
        {KINDS.map((k) => (
          <label key={k} className={`num-tab${kind === k ? ' is-on' : ''}`}>
            <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
            {t(`kind_${k}`)}
          </label>
        ))}
      </div>
      <div className="num-search__row">
        {(kind === 'starts' || kind === 'contains' || kind === 'ends') && (
          <label className="num-field">
            <span>{t('digits')}</span>
            <input
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              value={digits}
              onKeyDown={digitsOnly}
              onChange={(e) => setDigits(e.target.value.replace(/\D/g, ''))}
              data-testid="search-digits"
            />
          </label>
        )}
        {kind === 'pattern' && (
          <label className="num-field">
            <span>{t('kind_pattern')}</span>
            <input
              autoComplete="off"
              maxLength={12}
              value={pattern}
              placeholder="08x-xxx-9999"
              onChange={(e) => setPattern(e.target.value.replace(/[^0-9xX-]/g, ''))}
              aria-describedby="pattern-hint"
            />
            <small id="pattern-hint">{t('patternHint')}</small>
          </label>
        )}
        {kind === 'sum' && (
          <label className="num-field">
            <span>{t('sumLabel')}</span>
            <input inputMode="numeric" maxLength={2} value={sum} onKeyDown={digitsOnly} onChange={(e) => setSum(e.target.value.replace(/\D/g, ''))} data-testid="search-sum" />
          </label>
        )}
        {kind === 'digits' && (
          <div className="num-digits">
            {(
              [
                ['fav', fav, setFav],
                ['avoid', avoid, setAvoid],
              ] as const
            ).map(([name, list, set]) => (
              <fieldset key={name} className="num-digits__set">
                <legend>{t(name)}</legend>
                {DIGITS.map((d) => (
                  <label key={d} className={`num-chip${list.includes(d) ? ' is-on' : ''}`}>
                    <input type="checkbox" checked={list.includes(d)} onChange={() => toggle(list, set, d)} />
                    {d}
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
        )}
        {offered.length > 1 && (
          <label className="num-field">
            <span>{t('class')}</span>
            <select value={cls} onChange={(e) => setCls(e.target.value)}>
              <option value="">{t('class_all')}</option>
              {offered.map((c) => (
                <option key={c} value={c}>
                  {t(`class_${c}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        {offered.some((c) => LUCKY_CLASSES.includes(c)) && (
          <label className="num-field num-field--short">
            <span>{t('priceMax')}</span>
            <input inputMode="numeric" maxLength={7} value={priceMax} onKeyDown={digitsOnly} onChange={(e) => setPriceMax(e.target.value.replace(/\D/g, ''))} />
          </label>
        )}
        <button type="submit" className="num-btn">
          {t('search')}
        </button>
      </div>
      {error && (
        <p className="num-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
