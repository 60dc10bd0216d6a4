import { useTranslation } from 'react-i18next';
import { formatAddress } from '@store/domain/address-rules';
import { parseLang } from '@store/domain/lang';
import { formatMsisdn } from '@store/domain/phone';
import type { Address } from '@/components/address/api/get-addresses';

interface Props {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

/** One address in the current language, with its default badge and actions. */
export function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault }: Props) {
  const { t, i18n } = useTranslation('address');
  const isDefault = address.address_default === 1;
  const headingId = `adr-card-${address.id}`;
  return (
    <li className={`adr-card${isDefault ? ' adr-card--default' : ''}`} aria-labelledby={headingId} data-testid="address-card">
      <div className="adr-card__head">
        <h2 className="adr-card__name" id={headingId}>
          {address.recipient_name}
        </h2>
        {isDefault && <span className="adr-badge">{t('defaultBadge')}</span>}
      </div>
      <p className="adr-card__phone">{formatMsisdn(address.phone)}</p>
      <p className="adr-card__text">{formatAddress(address, parseLang(i18n.language))}</p>
      <div className="adr-card__actions">
        <button type="button" className="adr-btn adr-btn--small" onClick={onEdit} aria-describedby={headingId}>
          {t('edit')}
        </button>
        {!isDefault && (
          <button type="button" className="adr-btn adr-btn--small" onClick={onMakeDefault} disabled={busy} aria-describedby={headingId}>
            {t('setDefault')}
          </button>
        )}
        <button type="button" className="adr-btn adr-btn--small adr-btn--danger" onClick={onDelete} aria-describedby={headingId}>
          {t('delete')}
        </button>
      </div>
    </li>
  );
}
