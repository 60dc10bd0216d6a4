import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { suggestionQuery } from '@store/domain/search-text';
import { useSearchHistory, useSearchHistoryActions } from '@/lib/search-history';
import { useSession } from '@/lib/session';
import { useSuggestions } from './get-suggestions';
import { useDebounced } from './use-debounced';
import './search-suggestions.css';

export interface SearchSuggestionsProps {
  /** The search input's current text. */
  text: string;
  /** Whether the search input has focus. */
  focused: boolean;
  /** Called with the chosen suggestion or past search; the caller fills the input and searches. */
  onPick: (text: string) => void;
}

/**
 * The search box's dropdown (spec 2, 5): typed text shows suggestions (only for non-empty trimmed
 * text); an empty, focused input shows a signed-in shopper's history with a clear option. Place it
 * inside the search form (a positioned parent); it keeps the input focused while clicked.
 */
export function SearchSuggestions({ text, focused, onPick }: SearchSuggestionsProps) {
  // No suspense: the header must never blank while this namespace loads.
  const { t, i18n, ready } = useTranslation('search', { useSuspense: false });
  const [inside, setInside] = useState(false);
  const { user } = useSession();
  const query = useDebounced(suggestionQuery(text), 150);
  const typed = suggestionQuery(text).length > 0;
  const suggestions = useSuggestions(typed ? query : '', i18n.language === 'en' ? 'en' : 'th');
  const history = useSearchHistory();
  const { clear } = useSearchHistoryActions();

  const open = focused || inside;
  const items = typed ? (query ? (suggestions.data ?? []) : []) : user ? (history.data ?? []) : [];
  if (!ready || !open || items.length === 0) return null;
  const kind = typed ? 'suggestions' : 'history';
  return (
    <div
      className="suggest"
      data-testid={`search-${kind}`}
      onMouseDown={(e) => e.preventDefault()}
      onFocus={() => setInside(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setInside(false);
      }}
    >
      <div className="suggest__head">
        <p className="suggest__title" id={`suggest-${kind}`}>
          {t(kind === 'history' ? 'history' : 'suggestions')}
        </p>
        {kind === 'history' && (
          <button type="button" className="suggest__clear" onClick={() => void clear()}>
            {t('clearHistory')}
          </button>
        )}
      </div>
      <ul className="suggest__list" aria-labelledby={`suggest-${kind}`}>
        {items.map((item) => (
          <li key={item}>
            <button type="button" className="suggest__item" onClick={() => onPick(item)}>
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path
                  d={kind === 'history' ? 'M12 21a9 9 0 1 0-9-9m0 0V6m0 6h6M12 7v5l3 2' : 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm9 2-4.35-4.35'}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              <span>{item}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {t(kind === 'history' ? 'historyCount' : 'suggestionCount', { count: items.length })}
      </p>
    </div>
  );
}
