import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseLang } from '@store/domain/lang';
import type { University } from '@store/domain/university';

/** Folds case and spaces for the search (Thai has no case; English does). */
const fold = (s: string) => s.toLowerCase().replace(/\s+/g, '');

/**
 * The university, chosen from a searchable list: a search box filters the radio list by the Thai
 * name, the English name or the code. The chosen one stays shown even when the search hides it.
 */
export function UniversityPicker({ list, value, onChange, error }: { list: University[]; value: string; onChange: (code: string) => void; error: string | null }) {
  const { t, i18n } = useTranslation('university');
  const lang = parseLang(i18n.language);
  const [q, setQ] = useState('');
  const id = useId();
  const shown = list.filter((u) => !q.trim() || u.code === value || [u.name.th, u.name.en, u.code].some((n) => fold(n).includes(fold(q))));
  return (
    <fieldset className="uni-field uni-picker" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t('verify.university')}</legend>
      <label htmlFor={`${id}-search`} className="uni-picker__search-label">
        {t('verify.search')}
      </label>
      <input id={`${id}-search`} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('verify.searchPlaceholder')} autoComplete="off" />
      <div className="uni-picker__list" role="radiogroup" aria-label={t('verify.university')} data-testid="university-list">
        {shown.length === 0 && <p className="uni-hint">{t('verify.noMatch')}</p>}
        {shown.map((u) => (
          <label key={u.code} className={`uni-picker__item${u.code === value ? ' is-chosen' : ''}`}>
            <input type="radio" name={`${id}-university`} value={u.code} checked={u.code === value} onChange={() => onChange(u.code)} />
            <span>
              {u.name[lang]}
              <small> {lang === 'th' ? u.name.en : u.name.th}</small>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="uni-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
