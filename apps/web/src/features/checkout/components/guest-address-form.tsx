import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addressProblems, type AddressField } from '@store/domain/address-rules';
import { AddressFields, TextField, type FieldClasses } from '@/components/address/address-fields';
import { usePlacePicker } from '@/components/address/use-place-picker';
import type { GuestAddress } from '../checkout-state';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Checkout's field classes for the shared address fields. */
export const CHECKOUT_CLASSES: FieldClasses = { field: 'ck-field', grid: 'ck-grid', hint: 'ck-field__hint', error: 'ck-field__error' };

/**
 * A guest's delivery address: name, mobile, house line, then postcode → province → district →
 * subdistrict with the address book's Thai place pickers; e-mail for the receipt is optional.
 */
export function GuestAddressForm({ initial, onDone }: { initial: GuestAddress | null; onDone: (address: GuestAddress) => void }) {
  const { t } = useTranslation(['checkout', 'address']);
  const [name, setName] = useState(initial?.name ?? '');
  const [phone, setPhone] = useState(initial?.phone ?? '');
  const [line, setLine] = useState(initial?.line1 ?? '');
  const [email, setEmail] = useState(initial?.email ?? '');
  const [problems, setProblems] = useState<Partial<Record<AddressField | 'email', string>>>({});
  const picker = usePlacePicker({
    postcode: initial?.postcode ?? '',
    provinceId: initial?.province_id ?? null,
    districtId: initial?.district_id ?? null,
    subdistrictId: initial?.subdistrict_id ?? null,
  });
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

  return (
    <form className="ck-form" onSubmit={submit} noValidate data-testid="guest-address-form">
      <AddressFields
        idPrefix="ga"
        classes={CHECKOUT_CLASSES}
        values={{ recipient_name: name, phone, address_line: line }}
        onChange={(field, v) => (field === 'recipient_name' ? setName(v) : field === 'phone' ? setPhone(v) : setLine(v))}
        picker={picker}
        problems={problems}
      />
      <TextField
        id="ga-email"
        classes={CHECKOUT_CLASSES}
        label={t('address.email')}
        error={problems.email ? t('address.emailInvalid') : null}
        type="email"
        autoComplete="email"
        maxLength={200}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button type="submit" className="ck-btn ck-btn--primary ck-btn--wide">
        {t('delivery.continue')}
      </button>
    </form>
  );
}
