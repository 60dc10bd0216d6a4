import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pickText, parseLang } from '@store/domain/lang';
import { formatMsisdn } from '@store/domain/phone';
import { errorText } from '@/lib/error-text';
import { useHandOver, useOfflineOrder } from '../api/order';
import { useResendEmail } from '../api/resend-email';
import { Loading, Shell, SignedIn } from '../components/shell';
import { baht, profileOf, readForm } from '../flow';
import '../offline-shop.css';

type Sale = NonNullable<ReturnType<typeof useOfflineOrder>['data']>;

function SaleFacts({ sale }: { sale: Sale }) {
  const { t, i18n } = useTranslation('offline-shop');
  const lang = parseLang(i18n.language);
  const line = sale.order.lines[0];
  const number = (line?.sim_meta as { number?: string } | null)?.number;
  const shop = sale.order.delivery.method === 'pickup' ? sale.order.delivery.shop : null;
  return (
    <dl className="ofs-box ofs-summary">
      <dt>{t('success.order')}</dt>
      <dd data-testid="offline-order-number">{sale.order.order_number}</dd>
      {number && (
        <>
          <dt>{t('confirm.number')}</dt>
          <dd>{formatMsisdn(number)}</dd>
        </>
      )}
      <dt>{t('confirm.customer')}</dt>
      <dd>{sale.order.contact.name}</dd>
      {shop && (
        <>
          <dt>{t('confirm.pickup')}</dt>
          <dd>{pickText(shop.name, lang)}</dd>
        </>
      )}
      <dt>{t('success.total')}</dt>
      <dd>{baht(sale.order.total)}</dd>
      <dt>{t('success.soldBy')}</dt>
      <dd>
        {t(`types.${sale.channel}`)}
        {sale.dealer_code ? ` · ${sale.dealer_code}` : ''}
      </dd>
      <dt>{t('success.state')}</dt>
      <dd data-testid="offline-order-state">{t(`states.${sale.order.state}`, { defaultValue: sale.order.state })}</dd>
    </dl>
  );
}

function useOrderParam() {
  const [params] = useSearchParams();
  const order = params.get('order');
  return order && /^[A-Za-z0-9-]{4,40}$/.test(order) ? order : null;
}

/**
 * /offline-store/berfuntong/success?order=: the sale is placed. With two-step stock the number is
 * reserved until the customer pays at the counter; the staff member then hands it over.
 */
export function SuccessPage() {
  return (
    <SignedIn>
      <Success />
    </SignedIn>
  );
}

function Success() {
  const { t } = useTranslation('offline-shop');
  const navigate = useNavigate();
  const orderNumber = useOrderParam();
  const sale = useOfflineOrder(orderNumber);
  const handOver = useHandOver();
  if (!orderNumber) return <Missing />;
  const hand = async () => {
    try {
      await handOver.mutateAsync(orderNumber);
      void navigate(`/offline-store/pickup-at-shop/success?order=${encodeURIComponent(orderNumber)}`);
    } catch {
      /* shown below */
    }
  };
  return (
    <Shell title={t('success.title')} testId="offline-success">
      {sale.isPending ? (
        <Loading />
      ) : sale.error ? (
        <p className="ofs-error" role="alert">
          {errorText(t, sale.error)}
        </p>
      ) : (
        <>
          <p className="ofs-notice">{sale.data.awaiting_counter_payment ? t('success.awaiting') : sale.data.handed_over ? t('success.handedOver') : t('success.closed')}</p>
          <SaleFacts sale={sale.data} />
          {handOver.error && (
            <p className="ofs-error" role="alert">
              {errorText(t, handOver.error)}
            </p>
          )}
          <div className="ofs-actions">
            {sale.data.awaiting_counter_payment && (
              <button className="ofs-btn" type="button" disabled={handOver.isPending} onClick={() => void hand()} data-testid="offline-hand-over">
                {t('success.handOver')}
              </button>
            )}
            <Link className="ofs-btn ofs-btn--ghost" to={`/offline-store/berfuntong/resend-email?order=${encodeURIComponent(orderNumber)}`}>
              {t('success.resend')}
            </Link>
            <Link className="ofs-btn ofs-btn--ghost" to="/offline-store/berfuntong/pre-validation">
              {t('success.next')}
            </Link>
          </div>
        </>
      )}
    </Shell>
  );
}

function Missing() {
  const { t } = useTranslation('offline-shop');
  return (
    <Shell title={t('success.missingTitle')}>
      <p className="ofs-box">{t('success.missing')}</p>
      <Link className="ofs-btn" to="/offline-store/berfuntong/pre-validation">
        {t('success.next')}
      </Link>
    </Shell>
  );
}

/** /offline-store/pickup-at-shop/success?order=: the customer paid at the counter and took the SIM of their number at this shop. */
export function PickupSuccessPage() {
  return (
    <SignedIn>
      <PickupSuccess />
    </SignedIn>
  );
}

function PickupSuccess() {
  const { t } = useTranslation('offline-shop');
  const orderNumber = useOrderParam();
  const sale = useOfflineOrder(orderNumber);
  if (!orderNumber) return <Missing />;
  return (
    <Shell title={t('pickup.title')} testId="offline-pickup-success">
      {sale.isPending ? (
        <Loading />
      ) : sale.error ? (
        <p className="ofs-error" role="alert">
          {errorText(t, sale.error)}
        </p>
      ) : (
        <>
          <p className={sale.data.handed_over ? 'ofs-done' : 'ofs-notice'} data-testid="offline-pickup-state">
            {sale.data.handed_over ? t('pickup.done') : t('success.awaiting')}
          </p>
          <SaleFacts sale={sale.data} />
          <div className="ofs-actions">
            {!sale.data.handed_over && (
              <Link className="ofs-btn" to={`/offline-store/berfuntong/success?order=${encodeURIComponent(orderNumber)}`}>
                {t('pickup.toSale')}
              </Link>
            )}
            <Link className="ofs-btn ofs-btn--ghost" to={`/offline-store/berfuntong/resend-email?order=${encodeURIComponent(orderNumber)}`}>
              {t('success.resend')}
            </Link>
            <Link className="ofs-btn" to="/offline-store/berfuntong/pre-validation" data-testid="offline-next-customer">
              {t('success.next')}
            </Link>
          </div>
        </>
      )}
    </Shell>
  );
}

/** /offline-store/berfuntong/resend-email?order=: the number's reading e-mailed again (spec resend-email; the e-mail outbox). */
export function ResendEmailPage() {
  return (
    <SignedIn>
      <ResendEmail />
    </SignedIn>
  );
}

function ResendEmail() {
  const { t, i18n } = useTranslation('offline-shop');
  const orderNumber = useOrderParam();
  const [form] = useState(readForm);
  const [email, setEmail] = useState(form?.customer.email ?? '');
  const [birthDate, setBirthDate] = useState(form?.birth_date ?? '');
  const [lang, setLang] = useState<'th' | 'en'>(parseLang(i18n.language) === 'en' ? 'en' : 'th');
  const resend = useResendEmail();
  if (!orderNumber) return <Missing />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const profile = form && form.birth_date === birthDate ? profileOf(form) : { birth_date: birthDate, wishes: [] as never[] };
    resend.mutate({ orderNumber, body: { ...profile, ...(email.trim() ? { email: email.trim() } : {}), lang } });
  };
  return (
    <Shell title={t('resend.title')} intro={t('resend.intro', { order: orderNumber })} testId="offline-resend-email">
      <form className="ofs-form ofs-box" onSubmit={submit} noValidate>
        <div className="ofs-field">
          <label htmlFor="ofs-resend-email">{t('pre.email')}</label>
          <input id="ofs-resend-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} data-testid="offline-resend-to" />
        </div>
        <div className="ofs-field">
          <label htmlFor="ofs-resend-birth">{t('pre.birthDate')}</label>
          <input id="ofs-resend-birth" type="date" value={birthDate} onChange={(e) => setBirthDate(e.target.value)} />
        </div>
        <fieldset className="ofs-wishes">
          <legend>{t('resend.lang')}</legend>
          {(['th', 'en'] as const).map((l) => (
            <label key={l} className="ofs-check">
              <input type="radio" name="lang" checked={lang === l} onChange={() => setLang(l)} />
              {t(`resend.langs.${l}`)}
            </label>
          ))}
        </fieldset>
        {resend.error && (
          <p className="ofs-error" role="alert">
            {errorText(t, resend.error)}
          </p>
        )}
        {resend.data && (
          <p className="ofs-done" role="status" data-testid="offline-resend-sent">
            {t('resend.sent', { to: resend.data.sent_to })}
          </p>
        )}
        <div className="ofs-actions">
          <button className="ofs-btn" type="submit" disabled={resend.isPending} data-testid="offline-resend-submit">
            {t('resend.submit')}
          </button>
          <Link className="ofs-btn ofs-btn--ghost" to={`/offline-store/berfuntong/success?order=${encodeURIComponent(orderNumber)}`}>
            {t('resend.back')}
          </Link>
        </div>
      </form>
    </Shell>
  );
}
