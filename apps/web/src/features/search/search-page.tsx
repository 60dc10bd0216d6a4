import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { searchHref } from '@store/domain/search';
import { readBootData } from '@/lib/boot';
import { SearchSuggestions } from '@/components/search/search-suggestions';
import './search-page.css';

const FALLBACK = { search_result_page: { toggle: false }, search: { name: 'online-store-list', path: '' } };

/** Where a search goes (spec 2): /online-store/{search path}?q=, the path from the search config. */
export const searchResultHref = (query: string) => searchHref(readBootData()?.config ?? FALLBACK, query);

/** /search (route search): a full-screen search with suggestions and history; it keeps ?q=. */
export function SearchPage() {
  const { t } = useTranslation('search');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(params.get('q') ?? '');
  const [focused, setFocused] = useState(true);
  const [error, setError] = useState(false);
  const go = (value: string) => {
    const q = value.trim();
    if (!q) {
      setError(true);
      return;
    }
    void navigate(searchResultHref(q));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(text);
  };
  return (
    <div className="page search-page">
      <div className="search-page__bar">
        <Link to="/" className="search-page__back">
          {t('back')}
        </Link>
        <h1 className="visually-hidden">{t('title')}</h1>
      </div>
      <form role="search" className="search-page__form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {t('label')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          autoFocus
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('placeholder')}
          value={text}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(e) => {
            setText(e.target.value);
            setError(false);
          }}
        />
        <button type="submit">{t('submit')}</button>
        {error && (
          <p id={`${id}-error`} className="search-page__error" role="alert">
            {t('empty')}
          </p>
        )}
        <SearchSuggestions
          text={text}
          focused={focused}
          onPick={(value) => {
            setText(value);
            go(value);
          }}
        />
      </form>
    </div>
  );
}
