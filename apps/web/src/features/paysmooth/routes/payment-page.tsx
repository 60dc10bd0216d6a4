import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { parseLang } from '@store/domain/lang';
import { normalizeThaiMobile, THAI_MOBILE_RE } from '@store/domain/phone';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useSession } from '@/lib/session';
import { useApplication } from '../api/get-application';
import { useShops } from '../api/get-shops';
import { usePlaceOrder } from '../api/place-order';
import { PlanSummary, refusalText } from '../components/plan-summary';
import '../paysmooth.css';

/**
 * /paysmooth-payment (spec 2): the approved plan pays for the order of the cart (picked up at a
 * partner store); a refused, expired or used application says why and the cart stays as it is.
 */
export function PaymentPage() {
  const { t } = useTranslation('paysmooth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const app = useApplication(token);
  return (
    <div className="page ps-page" data-testid="paysmooth-payment">
      <h1 className="ps-title">{t('payment.title')}</h1>
      {!token || app.isError ? (
        <section className="ps-box" role="alert">
          <p>{token ? errorText(t, app.error) : t('payment.noApplication')}</p>
          <p className="ps-actions">
            <Link className="ps-btn ps-btn--ghost" to="/cart">
              {t('payment.toCart')}
            </Link>
          </p>
        </section>
      ) : !app.data ? (
        <p className="ps-loading" role="status">
          {t('loading')}
        </p>
      ) : app.data.state === 'approved' ? (
        <>
          <section className="ps-box">
            <h2 className="ps-subtitle">{t('approval.approved')}</h2>
            <PlanSummary app={app.data} />
          </section>
          <PayForm token={app.data.token} />
        </>
      ) : (
        <section className="ps-box ps-state ps-state--refused" data-testid="paysmooth-refused">
          <h2 className="ps-subtitle">{t(`approval.${app.data.state}`)}</h2>
          <PlanSummary app={app.data} />
          <p role="alert" data-testid="paysmooth-reason">
            {app.data.state === 'submitted' ? t('approval.waiting') : refusalText(t, app.data)}
          </p>
          <p>{t('payment.cartKept')}</p>
          <p className="ps-actions">
            <Link className="ps-btn" to="/cart">
              {t('payment.toCart')}
            </Link>
            {app.data.order && (
              <Link className="ps-btn ps-btn--ghost" to={`/profile/tracking/${encodeURIComponent(app.data.order.order_number)}`}>
                {t('payment.toOrder')}
              </Link>
            )}
          </p>
        </section>
      )}
    </div>
  );
}

function PayForm({ token }: { token: string }) {
  const { t, i18n } = useTranslation('paysmooth');
  const lang = parseLang(i18n.language);
  const navigate = useNavigate();
  const { user } = useSession();
  const shops = useShops(lang);
  const place = usePlaceOrder();
  const [shopId, setShopId] = useState('');
  const [name, setName] = useState(user?.display_name ?? '');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  const shop = shopId || shops.data?.[0]?.id || '';
  // A pay pressed before the stores arrived asked for one; once they are here the first is chosen, so the ask goes.
  const shopProblem = shop ? undefined : problems.shop;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t('errors.name_required');
    if (!THAI_MOBILE_RE.test(normalizeThaiMobile(phone))) found.phone = t('errors.mobile_invalid');
    if (!shop) found.shop = t('errors.shop_required');
    setProblems(found);
    if (Object.keys(found).length) return;
    const body = { token, delivery: { method: 'pickup' as const, shop_id: shop }, contact: { name: name.trim(), phone: normalizeThaiMobile(phone) } };
    const fingerprint = JSON.stringify(body);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { key: crypto.randomUUID(), fingerprint };
    try {
      const { order } = await place.mutateAsync({ key: attempt.current.key, body });
      navigate(`/payment/success?order=${encodeURIComponent(order.secure_key)}`);
    } catch (e) {
      const details = e instanceof ApiError ? (e.details as { secure_key?: string } | undefined) : undefined;
      if (e instanceof ApiError && e.code === 'paysmooth_already_used' && details?.secure_key) return navigate(`/payment/success?order=${encodeURIComponent(details.secure_key)}`);
      setError(errorText(t, e));
    }
  };

  return (
    <form className="ps-box ps-form" onSubmit={(e) => void submit(e)} noValidate data-testid="paysmooth-pay">
      <h2 className="ps-subtitle">{t('payment.pickup')}</h2>
      <div className="ps-field">
        <label htmlFor="ps-shop">{t('payment.shop')}</label>
        <select id="ps-shop" value={shop} onChange={(e) => setShopId(e.target.value)} disabled={!shops.data} aria-invalid={!!shopProblem || undefined}>
          {(shops.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name[lang]} — {s.area[lang]}
            </option>
          ))}
        </select>
        {shopProblem && (
          <p className="ps-error" role="alert">
            {shopProblem}
          </p>
        )}
      </div>
      <div className="ps-field">
        <label htmlFor="ps-contact-name">{t('payment.name')}</label>
        <input id="ps-contact-name" autoComplete="name" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} aria-invalid={!!problems.name || undefined} />
        {problems.name && (
          <p className="ps-error" role="alert">
            {problems.name}
          </p>
        )}
      </div>
      <div className="ps-field">
        <label htmlFor="ps-contact-phone">{t('payment.phone')}</label>
        <input
          id="ps-contact-phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={12}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          aria-invalid={!!problems.phone || undefined}
        />
        {problems.phone && (
          <p className="ps-error" role="alert">
            {problems.phone}
          </p>
        )}
      </div>
      {error && (
        <p className="ps-error ps-error--box" role="alert" data-testid="paysmooth-pay-error">
          {error} <Link to="/cart">{t('payment.toCart')}</Link>
        </p>
      )}
      <button type="submit" className="ps-btn" disabled={place.isPending}>
        {place.isPending ? t('payment.paying') : t('payment.pay')}
      </button>
    </form>
  );
}
