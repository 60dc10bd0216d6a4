import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchHref } from '@store/domain/search';
import { useConfig } from '@/lib/use-config';
import { track } from '@/lib/analytics';
import { Icon } from './icons';
import { isSearchOrListPath, useChrome } from './use-chrome';

// Suggestions and history load on the first focus of the box, not with the page.
const SearchSuggestions = lazy(() => import('@/components/search/search-suggestions').then((m) => ({ default: m.SearchSuggestions })));

/**
 * The header search (spec 2, 5): empty text shows a field error that typing clears; other text goes
 * to the store list with ?q=. The text follows q on the search and list routes and is cleared elsewhere.
 */
export function SearchBox() {
  const { t } = useChrome();
  const config = useConfig();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const [focused, setFocused] = useState(false);
  const [everFocused, setEverFocused] = useState(false);
  // Closed after a search and on every navigation (phones have no Escape key); typing or focusing opens it again.
  const [dismissed, setDismissed] = useState(false);
  const errorId = useId();

  useEffect(() => {
    setText(isSearchOrListPath(pathname) ? (new URLSearchParams(search).get('q') ?? '') : '');
    setError(false);
    setDismissed(true);
  }, [pathname, search]);

  const runSearch = (query: string) => {
    track('header_button', { button: 'search', label: query });
    setDismissed(true);
    // Hides the phone keyboard so the results are not covered.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    void navigate(searchHref(config, query));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) {
      setError(true);
      return;
    }
    runSearch(query);
  };

  return (
    <form role="search" className="search" onSubmit={submit} noValidate>
      <label className="visually-hidden" htmlFor={`${errorId}-q`}>
        {t('searchLabel')}
      </label>
      <input
        id={`${errorId}-q`}
        className="search-input"
        type="search"
        name="q"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('searchPlaceholder')}
        value={text}
        aria-invalid={error || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(false);
          setDismissed(false);
        }}
        onFocus={() => {
          setDismissed(false);
          setFocused(true);
          setEverFocused(true);
        }}
        onBlur={() => setFocused(false)}
      />
      <button type="submit" className="search-submit" aria-label={t('searchSubmit')}>
        <Icon name="search" size={20} />
      </button>
      {everFocused && !dismissed && (
        <Suspense fallback={null}>
          <SearchSuggestions
            text={text}
            focused={focused}
            onPick={(picked) => {
              setText(picked);
              setError(false);
              runSearch(picked);
            }}
          />
        </Suspense>
      )}
      {error && (
        <p id={errorId} className="search-error" role="alert">
          <Icon name="alert" size={16} />
          {t('searchEmpty')}
        </p>
      )}
    </form>
  );
}
