import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { addressProblems, type AddressField } from '@store/domain/address-rules';
import { parseLang } from '@store/domain/lang';
import { usePlacePicker, type PlaceOption } from '@/features/address/use-place-picker';
import type { GuestAddress } from '../checkout-state';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A guest's delivery address: name, mobile, house line, then postcode → province → district →
 * subdistrict with the address book's Thai place pickers; e-mail for the receipt is optional.
 */
export function GuestAddressForm({ initial, onDone }: { initial: GuestAddress | null; onDone: (address: GuestAddress) => void }) {
  const { t, i18n } = useTranslation(['checkout', 'address']);
  const lang = parseLang(i18n.language);
  const [name, setName] = useState(initial?.name ?? '');
  const [phone, setPhone] = useState(initial?.phone ?? '');
  const [line, setLine] = useState(initial?.line1 ?? '');
  const [email, setEmail] = useState(initial?.email ?? '');
  const [problems, setProblems] = useState<Partial<Record<AddressField | 'email', string>>>({});
  const picker = usePlacePicker({ postcode: initial?.postcode ?? '', provinceId: initial?.province_id ?? null, districtId: initial?.district_id ?? null, subdistrictId: initial?.subdistrict_id ?? null });
  const { value, options } = picker;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<AddressField | 'email', string>> = addressProblems({ recipient_name: name, phone, address_line: line, subdistrict_id: value.subdistrictId });
    if (email.trim() && !EMAIL_RE.test(email.trim())) found.email = 'email';
    setProblems(found);
    const first = (['recipient_name', 'phone', 'address_line', 'subdistrict_id', 'email'] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(`ga-${first}`)?.focus();
      return;
    }
    const province = options.provinces.find((p) => p.id === value.provinceId)!;
    const district = options.districts.find((d) => d.id === value.districtId)!;
    const subdistrict = options.subdistricts.find((s) => s.id === value.subdistrictId)!;
    onDone({
      name: name.trim(),
      phone,
      line1: line.trim(),
      postcode: subdistrict.postcode ?? value.postcode,
      province_id: province.id,
      district_id: district.id,
      subdistrict_id: subdistrict.id,
      th: { province: province.th, city: district.th, district: subdistrict.th },
      en: { province: province.en, city: district.en, district: subdistrict.en },
      ...(email.trim() ? { email: email.trim() } : {}),
    });
  };

  const error = (field: AddressField | 'email') =>
    problems[field] ? (
      <p className="ck-field__error" id={`ga-${field}-error`}>
        {field === 'email' ? t('address.emailInvalid') : t(`address:errors.${problems[field]}`)}
      </p>
    ) : null;
  const input = (field: AddressField | 'email', label: string, props: InputHTMLAttributes<HTMLInputElement>, hint?: string) => (
    <div className="ck-field">
      <label htmlFor={`ga-${field}`}>{label}</label>
      <input id={`ga-${field}`} aria-invalid={problems[field] ? true : undefined} aria-describedby={[hint ? `ga-${field}-hint` : '', problems[field] ? `ga-${field}-error` : ''].filter(Boolean).join(' ') || undefined} {...props} />
      {hint && (
        <p className="ck-field__hint" id={`ga-${field}-hint`}>
          {hint}
        </p>
      )}
      {error(field)}
    </div>
  );
  const select = (id: string, label: string, list: PlaceOption[], selected: number | null, onChange: (id: number | null) => void, invalid = false) => (
    <div className="ck-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={selected ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)} disabled={list.length === 0} aria-invalid={invalid || undefined} aria-describedby={invalid ? 'ga-subdistrict_id-error' : undefined}>
        <option value="">{t('address:choose')}</option>
        {list.map((place) => (
          <option key={place.id} value={place.id}>
            {place[lang]}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form className="ck-form" onSubmit={submit} noValidate data-testid="guest-address-form">
      <div className="ck-grid">
        {input('recipient_name', t('address:fields.recipient_name'), { type: 'text', autoComplete: 'name', maxLength: 100, value: name, onChange: (e) => setName(e.target.value) })}
        {input('phone', t('address:fields.phone'), { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', maxLength: 10, value: phone, onChange: (e) => setPhone(e.target.value.replace(/\D/g, '')) }, t('address:phoneHint'))}
      </div>
      {input('address_line', t('address:fields.address_line'), { type: 'text', autoComplete: 'street-address', maxLength: 200, value: line, onChange: (e) => setLine(e.target.value) }, t('address:lineHint'))}
      <div className="ck-grid">
        <div className="ck-field">
          <label htmlFor="ga-postcode">{t('address:fields.postcode')}</label>
          <input id="ga-postcode" type="text" inputMode="numeric" autoComplete="postal-code" maxLength={5} value={value.postcode} onChange={(e) => picker.setPostcode(e.target.value)} aria-describedby="ga-postcode-hint" />
          <p className="ck-field__hint" id="ga-postcode-hint" aria-live="polite">
            {picker.unknownPostcode ? t('address:unknownPostcode') : t('address:postcodeHint')}
          </p>
        </div>
        {select('ga-province', t('address:fields.province'), options.provinces, value.provinceId, picker.setProvince)}
        {select('ga-district', t('address:fields.district'), options.districts, value.districtId, picker.setDistrict)}
        {select('ga-subdistrict_id', t('address:fields.subdistrict'), options.subdistricts, value.subdistrictId, picker.setSubdistrict, !!problems.subdistrict_id)}
      </div>
      {error('subdistrict_id')}
      {input('email', t('address.email'), { type: 'email', autoComplete: 'email', maxLength: 200, value: email, onChange: (e) => setEmail(e.target.value) })}
      <button type="submit" className="ck-btn ck-btn--primary ck-btn--wide">
        {t('delivery.continue')}
      </button>
    </form>
  );
}
