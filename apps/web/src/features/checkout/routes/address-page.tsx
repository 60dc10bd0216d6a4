import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { formatAddress } from '@store/domain/address-rules';
import { parseLang } from '@store/domain/lang';
import { formatMsisdn } from '@store/domain/phone';
import { Dialog } from '@/components/ui/dialog';
import { useAddresses } from '@/components/address/api/get-addresses';
import { AddressForm } from '@/components/address/address-form';
import { authUrl, useSession, type SessionUser } from '@/lib/session';
import { checkoutState } from '../checkout-state';
import { CheckoutSteps, DeliveryTabs } from '../components/delivery-tabs';
import { GuestAddressForm } from '../components/guest-address-form';
import { usePickupOnly } from '../use-pickup-only';
import '@/components/address/address.css';
import '../checkout.css';

/** /address (route address): delivery to the signed-in shopper's address book, or a guest's address. */
export function AddressPage() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const { user } = useSession();
  // A postpaid SIM with sim_postpaid_pickup_only on: only pickup is offered.
  if (usePickupOnly()) return <Navigate to="/pickup" replace />;
  return (
    <div className="page ck">
      <CheckoutSteps at="delivery" />
      <h1 className="ck__title">{t('address.title')}</h1>
      <DeliveryTabs current="address" />
      {user ? (
        <AddressBookChoice user={user} />
      ) : (
        <section className="ck-box">
          <p className="ck-note">
            {t('address.guestNote')} <a href={authUrl('login', '/address')}>{t('layout:login')}</a>
          </p>
          <GuestAddressForm
            initial={checkoutState.guestAddress()}
            onDone={(address) => {
              checkoutState.chooseAddress(null, address);
              void navigate('/payment');
            }}
          />
        </section>
      )}
    </div>
  );
}

function AddressBookChoice({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('checkout');
  const lang = parseLang(i18n.language);
  const navigate = useNavigate();
  const list = useAddresses(user.user_id);
  const addresses = list.data ?? [];
  const [chosen, setChosen] = useState<number | null>(() => checkoutState.selectedAddressId());
  const [adding, setAdding] = useState(false);
  const [missing, setMissing] = useState(false);
  const selected = addresses.find((a) => a.id === chosen) ?? addresses.find((a) => a.address_default === 1) ?? null;

  return (
    <section className="ck-box" aria-labelledby="ck-book">
      <div className="ck-box__head">
        <h2 id="ck-book" className="ck-box__title">
          {t('address.book')}
        </h2>
        <Link to="/profile/address">{t('address.manage')}</Link>
      </div>
      {!list.data ? (
        <p role="status">{list.isError ? t('errors.generic') : t('loading')}</p>
      ) : addresses.length === 0 ? (
        <p>{t('address.none')}</p>
      ) : (
        <fieldset className="ck-choices">
          <legend className="visually-hidden">{t('address.choose')}</legend>
          {addresses.map((address) => (
            <label key={address.id} className={`ck-choice${selected?.id === address.id ? ' is-on' : ''}`}>
              <input type="radio" name="address" checked={selected?.id === address.id} onChange={() => setChosen(address.id)} />
              <span>
                <strong>{address.recipient_name}</strong> {address.address_default === 1 && <span className="ck-badge">{t('address.default')}</span>}
                <span className="ck-choice__text">{formatMsisdn(address.phone)}</span>
                <span className="ck-choice__text">{formatAddress(address, lang)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {missing && !selected && (
        <p className="ck-field__error" role="alert">
          {t('address.choose')}
        </p>
      )}
      <div className="ck-actions">
        <button type="button" className="ck-btn" onClick={() => setAdding(true)}>
          {t('address.add')}
        </button>
        <button
          type="button"
          className="ck-btn ck-btn--primary"
          onClick={() => {
            if (!selected) return setMissing(true);
            checkoutState.chooseAddress(selected.id, null);
            void navigate('/payment');
          }}
        >
          {t('delivery.continue')}
        </button>
      </div>
      <Dialog open={adding} onClose={() => setAdding(false)} name="new-address" title={t('address.addTitle')} mobileSize>
        {adding && (
          <AddressForm
            userId={user.user_id}
            address={null}
            isFirst={addresses.length === 0}
            onDone={(saved) => {
              setChosen(saved.id);
              setAdding(false);
            }}
          />
        )}
      </Dialog>
    </section>
  );
}
