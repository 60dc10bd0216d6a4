import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addressProblems, type AddressField } from '@store/domain/address-rules';
import { ApiError } from '@/lib/api-client';
import type { Address } from './api/get-addresses';
import { useSaveAddress } from './api/save-address';
import { ADDRESS_BOOK_CLASSES, AddressFields } from './address-fields';
import { usePlacePicker } from './use-place-picker';

type Problems = Partial<Record<AddressField | 'postcode', string>>;

/** Add or edit an address: recipient, phone, house line, then postcode → province → district → subdistrict. */
export function AddressForm({ userId, address, isFirst, onDone }: { userId: string; address: Address | null; isFirst: boolean; onDone: (saved: Address) => void }) {
  const { t } = useTranslation('address');
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
  const { value } = picker;

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

  return (
    <form className="adr-form" onSubmit={onSubmit} noValidate>
      <AddressFields
        idPrefix="adr"
        classes={ADDRESS_BOOK_CLASSES}
        values={{ recipient_name: recipient, phone, address_line: line }}
        onChange={(field, v) => (field === 'recipient_name' ? setRecipient(v) : field === 'phone' ? setPhone(v) : setLine(v))}
        picker={picker}
        problems={problems}
      />
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
