import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { MAX_ADDRESSES_PER_USER } from '@store/domain/address-rules';
import { Dialog } from '@/components/ui/dialog';
import { sessionQueryOptions } from '@/lib/session';
import { useDeleteAddress } from './api/delete-address';
import { useAddresses, type Address } from '@/components/address/api/get-addresses';
import { useSetDefaultAddress } from './api/set-default-address';
import { AddressCard } from './address-card';
import { AddressForm } from '@/components/address/address-form';
import '@/components/address/address.css';

/** /profile/address (route profile-address): the user's addresses, one default; a guest goes home. */
export function AddressPage() {
  const { t } = useTranslation('address');
  const session = useQuery(sessionQueryOptions());
  const user = session.data?.user;
  if (session.isSuccess && !user) return <Navigate to="/" replace />;
  return (
    <div className="page adr">
      <nav className="adr__crumbs" aria-label={t('crumbs')}>
        <Link to="/profile">{t('account')}</Link>
      </nav>
      <h1 className="adr__title">{t('title')}</h1>
      {user ? <AddressBook userId={user.user_id} /> : <p role="status">{t('loading')}</p>}
    </div>
  );
}

function AddressBook({ userId }: { userId: string }) {
  const { t } = useTranslation('address');
  const list = useAddresses(userId);
  const makeDefault = useSetDefaultAddress(userId);
  const remove = useDeleteAddress(userId);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [status, setStatus] = useState('');
  const addresses = list.data ?? [];
  const full = addresses.length >= MAX_ADDRESSES_PER_USER;

  const confirmDelete = async () => {
    if (!deleting) return;
    const ok = await remove.mutateAsync(deleting.id).then(
      () => true,
      () => false,
    );
    setDeleting(null);
    setStatus(ok ? t('deleted') : t('failed'));
  };

  return (
    <>
      <div className="adr__bar">
        <p className="adr__status" role="status">
          {status}
        </p>
        <button type="button" className="adr-btn adr-btn--primary" onClick={() => setEditing('new')} disabled={full || !list.data}>
          {t('add')}
        </button>
      </div>
      {!list.data ? (
        <p role="status">{list.isError ? t('failed') : t('loading')}</p>
      ) : addresses.length === 0 ? (
        <div className="adr-empty">
          <p>{t('empty')}</p>
        </div>
      ) : (
        <ul className="adr-list" aria-label={t('title')}>
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={makeDefault.isPending}
              onEdit={() => setEditing(address)}
              onDelete={() => setDeleting(address)}
              onMakeDefault={() => makeDefault.mutate(address.id, { onSuccess: () => setStatus(t('defaultSet', { name: address.recipient_name })) })}
            />
          ))}
        </ul>
      )}
      {full && <p className="adr-field__hint">{t('full', { max: MAX_ADDRESSES_PER_USER })}</p>}

      <Dialog open={editing !== null} onClose={() => setEditing(null)} name="new-address" title={editing === 'new' ? t('addTitle') : t('editTitle')} mobileSize>
        {editing !== null && (
          <AddressForm
            userId={userId}
            address={editing === 'new' ? null : editing}
            isFirst={addresses.length === 0}
            onDone={() => {
              setEditing(null);
              setStatus(t('saved'));
            }}
          />
        )}
      </Dialog>

      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} name="delete" title={t('deleteTitle')}>
        {deleting && (
          <>
            <p>{t('deleteText', { name: deleting.recipient_name })}</p>
            {deleting.address_default === 1 && addresses.length > 1 && <p className="adr-field__hint">{t('deleteDefaultNote')}</p>}
            <div className="adr-form__actions">
              <button type="button" className="adr-btn" onClick={() => setDeleting(null)} data-autofocus>
                {t('cancel')}
              </button>
              <button type="button" className="adr-btn adr-btn--danger-solid" onClick={() => void confirmDelete()} disabled={remove.isPending}>
                {t('confirmDelete')}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
