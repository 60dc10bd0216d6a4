import { useTranslation } from 'react-i18next';
import type { Variant } from '@store/domain/catalog';
import { pickText, type Lang } from '@store/domain/lang';

/** The variant a capacity and colour choose: the exact match, else the first of that capacity, else of that colour. */
export function chooseVariant(variants: Variant[], capacity: string | null, color: string): Variant {
  return (
    variants.find((v) => v.capacity === capacity && v.color.key === color) ??
    variants.find((v) => v.capacity === capacity) ??
    variants.find((v) => v.color.key === color) ??
    variants[0]
  );
}

/** Capacity and colour choices as radio groups; options with no stock stay choosable (to ask for a reminder). */
export function VariantPicker({ variants, selected, onSelect }: { variants: Variant[]; selected: Variant; onSelect: (v: Variant) => void }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language as Lang;
  const capacities = [...new Set(variants.map((v) => v.capacity).filter((c): c is string => c !== null))];
  const colors = [...new Map(variants.map((v) => [v.color.key, v.color])).values()];
  const stockOf = (capacity: string | null, color: string) => variants.find((v) => v.capacity === capacity && v.color.key === color)?.stock ?? 0;
  return (
    <div className="picker">
      {capacities.length > 0 && (
        <fieldset className="picker__group">
          <legend className="picker__legend">{t('detail.capacity')}</legend>
          <div className="picker__options">
            {capacities.map((c) => (
              <label key={c} className={`chip${selected.capacity === c ? ' is-on' : ''}${stockOf(c, selected.color.key) === 0 ? ' is-empty' : ''}`}>
                <input type="radio" name="capacity" value={c} checked={selected.capacity === c} onChange={() => onSelect(chooseVariant(variants, c, selected.color.key))} />
                {c}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className="picker__group">
        <legend className="picker__legend">
          {t('detail.color')}: <strong>{pickText(selected.color.name, lang)}</strong>
        </legend>
        <div className="picker__options">
          {colors.map((c) => (
            <label
              key={c.key}
              className={`swatch-opt${selected.color.key === c.key ? ' is-on' : ''}${stockOf(selected.capacity, c.key) === 0 ? ' is-empty' : ''}`}
              title={pickText(c.name, lang)}
            >
              <input type="radio" name="color" value={c.key} checked={selected.color.key === c.key} onChange={() => onSelect(chooseVariant(variants, selected.capacity, c.key))} />
              <span className="swatch-opt__dot" style={{ background: c.hex }} aria-hidden="true" />
              <span className="visually-hidden">{pickText(c.name, lang)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
