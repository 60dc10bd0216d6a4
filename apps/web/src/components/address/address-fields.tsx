import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressField } from '@store/domain/address-rules';
import { parseLang } from '@store/domain/lang';
import type { PlaceOption, PlacePicker } from './use-place-picker';

/** The class names of a form's fields (the address book's `adr-*`, checkout's `ck-*`). */
export interface FieldClasses {
  field: string;
  grid: string;
  hint: string;
  error: string;
}
export const ADDRESS_BOOK_CLASSES: FieldClasses = { field: 'adr-field', grid: 'adr-form__grid', hint: 'adr-field__hint', error: 'adr-field__error' };

type TextFieldProps = { id: string; label: string; hint?: string; error?: string | null; classes: FieldClasses } & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with its hint and error, tied together for screen readers. */
export function TextField({ id, label, hint, error, classes, ...input }: TextFieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classes.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p className={classes.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className={classes.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function PlaceSelect(p: {
  id: string;
  label: string;
  list: PlaceOption[];
  selected: number | null;
  onChange: (id: number | null) => void;
  errorId?: string;
  classes: FieldClasses;
}) {
  const { t, i18n } = useTranslation('address');
  const lang = parseLang(i18n.language);
  return (
    <div className={p.classes.field}>
      <label htmlFor={p.id}>{p.label}</label>
      <select
        id={p.id}
        value={p.selected ?? ''}
        onChange={(e) => p.onChange(e.target.value ? Number(e.target.value) : null)}
        disabled={p.list.length === 0}
        aria-invalid={p.errorId ? true : undefined}
        aria-describedby={p.errorId}
      >
        <option value="">{t('choose')}</option>
        {p.list.map((place) => (
          <option key={place.id} value={place.id}>
            {place[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}

export type AddressLineValues = { recipient_name: string; phone: string; address_line: string };

/**
 * The fields of a Thai address, shared by the address book and a guest's checkout address:
 * recipient, mobile, house line, then postcode → province → district → subdistrict (the place
 * picker fills what the postcode tells). Problems are codes of `addressProblems`, shown in the
 * shopper's language; ids are `{idPrefix}-{field}`.
 */
export function AddressFields(p: {
  idPrefix: string;
  classes: FieldClasses;
  values: AddressLineValues;
  onChange: (field: keyof AddressLineValues, value: string) => void;
  picker: PlacePicker;
  problems: Partial<Record<AddressField, string>>;
}) {
  const { t } = useTranslation('address');
  const { idPrefix: id, classes, values, picker, problems } = p;
  const error = (field: AddressField) => (problems[field] ? t(`errors.${problems[field]}`) : null);
  return (
    <>
      <div className={classes.grid}>
        <TextField
          id={`${id}-recipient_name`}
          classes={classes}
          label={t('fields.recipient_name')}
          error={error('recipient_name')}
          type="text"
          autoComplete="name"
          maxLength={100}
          value={values.recipient_name}
          onChange={(e) => p.onChange('recipient_name', e.target.value)}
        />
        <TextField
          id={`${id}-phone`}
          classes={classes}
          label={t('fields.phone')}
          hint={t('phoneHint')}
          error={error('phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={values.phone}
          onChange={(e) => p.onChange('phone', e.target.value.replace(/\D/g, ''))}
        />
      </div>
      <TextField
        id={`${id}-address_line`}
        classes={classes}
        label={t('fields.address_line')}
        hint={t('lineHint')}
        error={error('address_line')}
        type="text"
        autoComplete="street-address"
        maxLength={200}
        value={values.address_line}
        onChange={(e) => p.onChange('address_line', e.target.value)}
      />
      <PlaceFields idPrefix={id} classes={classes} picker={picker} problems={problems} />
    </>
  );
}

/**
 * The place part of a Thai address alone: postcode → province → district → subdistrict (the picker
 * fills what the postcode tells). Used by AddressFields and by forms that ask for a place without a
 * recipient (the home-internet coverage check). Ids are `{idPrefix}-postcode`, `-province`,
 * `-district`, `-subdistrict_id`.
 */
export function PlaceFields(p: { idPrefix: string; classes: FieldClasses; picker: PlacePicker; problems: Partial<Record<AddressField, string>> }) {
  const { t, i18n } = useTranslation('address');
  const lang = parseLang(i18n.language);
  const { idPrefix: id, classes, picker, problems } = p;
  const { value, options } = picker;
  const error = (field: AddressField) => (problems[field] ? t(`errors.${problems[field]}`) : null);
  return (
    <>
      <div className={classes.grid}>
        <div className={classes.field}>
          <label htmlFor={`${id}-postcode`}>{t('fields.postcode')}</label>
          <input
            id={`${id}-postcode`}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={value.postcode}
            onChange={(e) => picker.setPostcode(e.target.value)}
            aria-describedby={`${id}-postcode-hint`}
          />
          <p className={classes.hint} id={`${id}-postcode-hint`} aria-live="polite">
            {picker.unknownPostcode ? t('unknownPostcode') : picker.postcodeChoices.length > 0 ? t('postcodeChoices', { count: picker.postcodeChoices.length }) : t('postcodeHint')}
          </p>
        </div>
        {picker.postcodeChoices.length > 0 && (
          <fieldset className="adr-choices">
            <legend className="adr-choices__legend">{t('postcodeChoicesLegend', { postcode: value.postcode })}</legend>
            <ul className="adr-choices__list">
              {picker.postcodeChoices.map((c) => (
                <li key={c.subdistrict.id}>
                  <button type="button" className="adr-choices__item" data-testid="postcode-choice" onClick={() => picker.choosePlace(c)}>
                    <strong>{c.subdistrict[lang]}</strong>
                    <span>
                      {c.district[lang]}, {c.province[lang]}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <PlaceSelect id={`${id}-province`} classes={classes} label={t('fields.province')} list={options.provinces} selected={value.provinceId} onChange={picker.setProvince} />
        <PlaceSelect id={`${id}-district`} classes={classes} label={t('fields.district')} list={options.districts} selected={value.districtId} onChange={picker.setDistrict} />
        <PlaceSelect
          id={`${id}-subdistrict_id`}
          classes={classes}
          label={t('fields.subdistrict')}
          list={options.subdistricts}
          selected={value.subdistrictId}
          onChange={picker.setSubdistrict}
          errorId={problems.subdistrict_id ? `${id}-subdistrict_id-error` : undefined}
        />
      </div>
      {problems.subdistrict_id && (
        <p className={classes.error} id={`${id}-subdistrict_id-error`}>
          {error('subdistrict_id')}
        </p>
      )}
    </>
  );
}
