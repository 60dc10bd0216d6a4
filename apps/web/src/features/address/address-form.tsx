import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addressProblems, type AddressField } from '@store/domain/address-rules';
import { parseLang } from '@store/domain/lang';
import { ApiError } from '@/lib/api-client';
import type { Address } from './api/get-addresses';
import { useSaveAddress } from './api/save-address';
import { usePlacePicker, type PlaceOption } from './use-place-picker';

type Problems = Partial<Record<AddressField | 'postcode', string>>;

/** Add or edit an address: recipient, phone, house line, then postcode → province → district → subdistrict. */
export function AddressForm({ userId, address, isFirst, onDone }: { userId: string; address: Address | null; isFirst: boolean; onDone: (saved: Address) => void }) {
  const { t, i18n } = useTranslation('address');
  const lang = parseLang(i18n.language);
  const save = useSaveAddress(userId);
  const [recipient, setRecipient] = useState(address?.recipient_name ?? '');
  const [phone, setPhone] = useState(address?.phone ?? '');
  const [line, setLine] = useState(address?.address_line ?? '');
  const [makeDefault, setMakeDefault] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const picker = usePlacePicker({
    postcode: address?.postcode ?? '',
    provinceId: address?.province_id ?? null,
    districtId: address?.district_id ?? null,
    subdistrictId: address?.subdistrict_id ?? null,
  });
  const { value, options } = picker;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { recipient_name: recipient, phone, address_line: line, subdistrict_id: value.subdistrictId ?? 0 };
    const found: Problems = addressProblems({ ...input, subdistrict_id: value.subdistrictId });
    setProblems(found);
    const first = (['recipient_name', 'phone', 'address_line', 'subdistrict_id'] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(`adr-${first}`)?.focus();
      return;
    }
    try {
      const saved = await save.mutateAsync({ input: { ...input, ...(makeDefault ? { address_default: 1 as const } : {}) }, addressId: address?.id });
      onDone(saved);
    } catch (error) {
      const fromServer: Problems = {};
      if (error instanceof ApiError && Array.isArray(error.details)) {
        for (const item of error.details as { path?: string; message?: string }[]) {
          const field = item.path?.replace(/^body\./, '') as AddressField | undefined;
          if (field && item.message) fromServer[field] = item.message;
        }
      }
      setProblems(fromServer);
    }
  };

  const describedBy = (field: string, hint = false) => [hint ? `adr-${field}-hint` : '', problems[field as AddressField] ? `adr-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const error = (field: AddressField) =>
    problems[field] ? (
      <p className="adr-field__error" id={`adr-${field}-error`}>
        {t(`errors.${problems[field]}`)}
      </p>
    ) : null;
  const select = (id: string, label: string, list: PlaceOption[], selected: number | null, onChange: (id: number | null) => void, invalid?: boolean) => (
    <div className="adr-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={selected ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)} disabled={list.length === 0} aria-invalid={invalid || undefined} aria-describedby={invalid ? 'adr-subdistrict_id-error' : undefined}>
        <option value="">{t('choose')}</option>
        {list.map((place) => (
          <option key={place.id} value={place.id}>
            {place[lang]}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form className="adr-form" onSubmit={onSubmit} noValidate>
      <div className="adr-form__grid">
        <div className="adr-field">
          <label htmlFor="adr-recipient_name">{t('fields.recipient_name')}</label>
          <input id="adr-recipient_name" type="text" autoComplete="name" maxLength={100} value={recipient} onChange={(e) => setRecipient(e.target.value)} aria-invalid={problems.recipient_name ? true : undefined} aria-describedby={describedBy('recipient_name')} />
          {error('recipient_name')}
        </div>
        <div className="adr-field">
          <label htmlFor="adr-phone">{t('fields.phone')}</label>
          <input id="adr-phone" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} value={phone} onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))} aria-invalid={problems.phone ? true : undefined} aria-describedby={describedBy('phone', true)} />
          <p className="adr-field__hint" id="adr-phone-hint">{t('phoneHint')}</p>
          {error('phone')}
        </div>
      </div>
      <div className="adr-field">
        <label htmlFor="adr-address_line">{t('fields.address_line')}</label>
        <input id="adr-address_line" type="text" autoComplete="street-address" maxLength={200} value={line} onChange={(e) => setLine(e.target.value)} aria-invalid={problems.address_line ? true : undefined} aria-describedby={describedBy('address_line', true)} />
        <p className="adr-field__hint" id="adr-address_line-hint">{t('lineHint')}</p>
        {error('address_line')}
      </div>
      <div className="adr-form__grid">
        <div className="adr-field">
          <label htmlFor="adr-postcode">{t('fields.postcode')}</label>
          <input id="adr-postcode" type="text" inputMode="numeric" autoComplete="postal-code" maxLength={5} value={value.postcode} onChange={(e) => picker.setPostcode(e.target.value)} aria-describedby="adr-postcode-hint" />
          <p className="adr-field__hint" id="adr-postcode-hint" aria-live="polite">
            {picker.unknownPostcode ? t('unknownPostcode') : t('postcodeHint')}
          </p>
        </div>
        {select('adr-province', t('fields.province'), options.provinces, value.provinceId, picker.setProvince)}
        {select('adr-district', t('fields.district'), options.districts, value.districtId, picker.setDistrict)}
        {select('adr-subdistrict_id', t('fields.subdistrict'), options.subdistricts, value.subdistrictId, picker.setSubdistrict, !!problems.subdistrict_id)}
      </div>
      {error('subdistrict_id')}
      {!isFirst && address?.address_default !== 1 && (
        <label className="adr-check">
          <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} />
          {t('makeDefault')}
        </label>
      )}
      {save.isError && !Object.keys(problems).length && (
        <p className="adr-field__error" role="alert">
          {t('failed')}
        </p>
      )}
      <div className="adr-form__actions">
        <button className="adr-btn adr-btn--primary" type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
