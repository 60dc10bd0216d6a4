import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Facets } from '@store/domain/catalog';
import { pickText, type Lang } from '@store/domain/lang';
import { formatPrice } from '@store/domain/money';
import type { ListFilterKey, ListState } from '../list-state';

interface Props {
  facets: Facets | undefined;
  state: ListState;
  onChange: (next: Partial<ListState>) => void;
  /** Hide the category group inside a category list. */
  hideCategories?: boolean;
}

/** The store list filters (brand, category, price range, capacity, colour, in stock); every change goes to the URL. */
export function FiltersPanel({ facets, state, onChange, hideCategories }: Props) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language as Lang;
  const toggle = (key: ListFilterKey, value: string) => {
    const values = state[key].includes(value) ? state[key].filter((v) => v !== value) : [...state[key], value];
    onChange({ [key]: values });
  };
  if (!facets) return <div className="filters filters--loading" aria-busy="true" />;
  const groups: { key: ListFilterKey; title: string; options: { value: string; label: string; count: number; hex?: string }[] }[] = [
    ...(hideCategories || facets.categories.length < 2
      ? []
      : [{ key: 'category' as const, title: t('filters.category'), options: facets.categories.map((c) => ({ value: c.slug, label: pickText(c.name, lang), count: c.count })) }]),
    { key: 'brand', title: t('filters.brand'), options: facets.brands.map((b) => ({ value: b.slug, label: pickText(b.name, lang), count: b.count })) },
    { key: 'capacity', title: t('filters.capacity'), options: facets.capacities.map((c) => ({ value: c.value, label: c.value, count: c.count })) },
    { key: 'color', title: t('filters.color'), options: facets.colors.map((c) => ({ value: c.key, label: pickText(c.name, lang), count: c.count, hex: c.hex })) },
  ];
  return (
    <div className="filters">
      {groups
        .filter((g) => g.options.length > (g.key === 'brand' ? 1 : 0))
        .map((group) => (
          <fieldset key={group.key} className="filters__group">
            <legend className="filters__title">{group.title}</legend>
            <ul className={`filters__options${group.key === 'capacity' || group.key === 'color' ? ' filters__options--chips' : ''}`}>
              {group.options.map((o) => (
                <li key={o.value}>
                  <label className={`fopt${state[group.key].includes(o.value) ? ' is-on' : ''}`}>
                    <input type="checkbox" checked={state[group.key].includes(o.value)} onChange={() => toggle(group.key, o.value)} />
                    {o.hex && <span className="fopt__swatch" style={{ background: o.hex }} aria-hidden="true" />}
                    <span className="fopt__label">{o.label}</span>
                    <span className="fopt__count">
                      <span className="visually-hidden">, </span>
                      {t('filters.count', { count: o.count })}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      <PriceRange facets={facets} state={state} onChange={onChange} />
      <label className="fopt fopt--switch">
        <input type="checkbox" checked={state.inStock} onChange={() => onChange({ inStock: !state.inStock })} />
        <span className="fopt__label">{t('filters.inStock')}</span>
      </label>
    </div>
  );
}

function PriceRange({ facets, state, onChange }: Pick<Props, 'state' | 'onChange'> & { facets: Facets }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [min, setMin] = useState(state.priceMin?.toString() ?? '');
  const [max, setMax] = useState(state.priceMax?.toString() ?? '');
  useEffect(() => {
    setMin(state.priceMin?.toString() ?? '');
    setMax(state.priceMax?.toString() ?? '');
  }, [state.priceMin, state.priceMax]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v)) ? null : Math.max(0, Math.floor(Number(v))));
    onChange({ priceMin: read(min), priceMax: read(max) });
  };
  return (
    <form className="filters__group filters__price" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="filters__title">
        {t('filters.price')}
      </p>
      <p className="filters__hint">{t('filters.priceRange', { min: formatPrice(facets.price.min), max: formatPrice(facets.price.max) })}</p>
      <div className="filters__price-row">
        <label className="visually-hidden" htmlFor={`${id}-min`}>
          {t('filters.priceMin')}
        </label>
        <input
          id={`${id}-min`}
          inputMode="numeric"
          pattern="[0-9]*"
          placeholder={t('filters.priceMinShort')}
          value={min}
          onChange={(e) => setMin(e.target.value.replace(/\D/g, ''))}
        />
        <span aria-hidden="true">–</span>
        <label className="visually-hidden" htmlFor={`${id}-max`}>
          {t('filters.priceMax')}
        </label>
        <input
          id={`${id}-max`}
          inputMode="numeric"
          pattern="[0-9]*"
          placeholder={t('filters.priceMaxShort')}
          value={max}
          onChange={(e) => setMax(e.target.value.replace(/\D/g, ''))}
        />
        <button type="submit" className="cbtn cbtn--small">
          {t('filters.apply')}
        </button>
      </div>
    </form>
  );
}
