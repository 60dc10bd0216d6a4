import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isThaiMobile } from '@store/domain/phone';
import { errorKeys } from '@/lib/error-code';
import { useSession } from '@/lib/session';
import { useTrackedOrder } from '../api/get-tracking';
import { OrderDetail } from '../components/order-detail';
import '../tracking.css';

/** /tracking (route tracking): a guest finds an order by its number and the mobile number it was placed with. */
export function TrackingPage() {
  const { t } = useTranslation('tracking');
  const [params] = useSearchParams();
  const { user } = useSession();
  const [number, setNumber] = useState(params.get('order_number') ?? '');
  const [phone, setPhone] = useState('');
  const [problems, setProblems] = useState<{ number?: string; phone?: string }>({});
  const [query, setQuery] = useState<{ orderNumber: string; phone: string } | null>(null);
  const order = useTrackedOrder(query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: { number?: string; phone?: string } = {};
    if (!number.trim()) found.number = t('guest.numberRequired');
    if (!isThaiMobile(phone)) found.phone = t('guest.phoneInvalid');
    setProblems(found);
    if (found.number || found.phone) return document.getElementById(found.number ? 'trk-number' : 'trk-phone')?.focus();
    setQuery({ orderNumber: number.trim().toUpperCase(), phone });
  };

  return (
    <div className="page trk">
      <h1 className="trk__title">{t('title')}</h1>
      {user && (
        <p className="trk-muted">
          <Link to="/profile/tracking">{t('guest.signedIn')}</Link>
        </p>
      )}
      <form className="trk-box trk-form" onSubmit={submit} noValidate>
        <p>{t('guest.intro')}</p>
        <div className="trk-grid">
          <div className="trk-field">
            <label htmlFor="trk-number">{t('guest.number')}</label>
            <input
              id="trk-number"
              type="text"
              autoComplete="off"
              maxLength={40}
              value={number}
              onChange={(e) => setNumber(e.target.value)}
              aria-invalid={problems.number ? true : undefined}
              aria-describedby={problems.number ? 'trk-number-error' : undefined}
            />
            {problems.number && (
              <p className="trk-error" id="trk-number-error">
                {problems.number}
              </p>
            )}
          </div>
          <div className="trk-field">
            <label htmlFor="trk-phone">{t('guest.phone')}</label>
            <input
              id="trk-phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              value={phone}
              onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
              aria-invalid={problems.phone ? true : undefined}
              aria-describedby={problems.phone ? 'trk-phone-error' : undefined}
            />
            {problems.phone && (
              <p className="trk-error" id="trk-phone-error">
                {problems.phone}
              </p>
            )}
          </div>
        </div>
        <button type="submit" className="trk-btn trk-btn--primary" disabled={order.isFetching}>
          {t('guest.submit')}
        </button>
      </form>
      {query && order.isError && (
        <p className="trk-error trk-error--box" role="alert" data-testid="tracking-error">
          {t(errorKeys(order.error))}
        </p>
      )}
      {query && order.isFetching && !order.data && <p role="status">{t('loading')}</p>}
      {query && order.data && <OrderDetail order={order.data} />}
    </div>
  );
}
