import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatPrice } from '@store/domain/money';
import { parseLang } from '@store/domain/lang';
import { PAYLATER_TERMS, type PayLaterTerm } from '@store/domain/paylater';
import { isThaiMobile } from '@store/domain/phone';
import { maxPointsFor, pointsValue } from '@store/domain/loyalty-rules';
import { TextField } from '@/components/address/address-fields';
import { getAddressesQueryOptions } from '@/components/address/api/get-addresses';
import { ApiError } from '@/lib/api-client';
import { errorCode, errorKeys } from '@/lib/error-code';
import { rememberOrder } from '@/lib/order';
import { useSession, type SessionUser } from '@/lib/session';
import { useCheckoutCart, type CheckoutCart } from '../api/get-checkout-cart';
import { getPaymentGatewayQueryOptions } from '../api/get-payment-gateway';
import { platform, usePaymentMethods, type PaymentMethod } from '../api/get-payment-methods';
import { useMemberPoints } from '../api/get-points';
import { useDeleteSavedCard, useSavedCards } from '../api/get-saved-cards';
import { payOrderAgain, placeOrder, type DeliveryInput, type PaymentInput, type PlacedOrder, type PlaceOrderBody } from '../api/place-order';
import { tokenizeCard } from '../api/tokenize-card';
import { checkoutState, newIdempotencyKey } from '../checkout-state';
import { CHECKOUT_CLASSES } from '../components/guest-address-form';
import { CardFields, cardProblems, EMPTY_CARD, toCardInput, type CardDraft } from '../components/card-fields';
import { CheckoutSteps } from '../components/delivery-tabs';
import { DeliverySummary, type DeliveryChoice } from '../components/delivery-summary';
import { cartBreakdown, OrderBreakdown } from '../components/order-breakdown';
import { PayLaterPlans, payLaterReasonKey } from '../components/paylater-plans';
import { PlaceGuard } from '../components/place-guard';
import '../checkout.css';

/** /payment (route payment, kept alive): delivery summary, contact, method (card, PromptPay, pay-later), pay. */
export function PaymentPage() {
  const { t, i18n } = useTranslation('checkout');
  const lang = parseLang(i18n.language);
  const { user } = useSession();
  const cart = useCheckoutCart(checkoutState.couponCode(), lang);
  return (
    <div className="page ck">
      <CheckoutSteps at="payment" />
      <h1 className="ck__title">{t('payment.title')}</h1>
      {cart.isError ? (
        <p className="ck-note ck-note--error" role="alert">
          {t(errorKeys(cart.error))}
        </p>
      ) : !cart.data ? (
        <p role="status">{t('loading')}</p>
      ) : cart.data.lines.length === 0 && !cart.data.order ? (
        <div className="ck-box">
          <p>{t('payment.emptyCart')}</p>
          <Link className="ck-btn" to="/cart">
            {t('payment.backToCart')}
          </Link>
        </div>
      ) : (
        <DeliveryGate cart={cart.data} user={user} />
      )}
    </div>
  );
}

/** The delivery chosen on /address or /pickup, resolved (a signed-in shopper's address from the book). */
function DeliveryGate({ cart, user }: { cart: CheckoutCart; user: SessionUser | null }) {
  const { t } = useTranslation('checkout');
  const method = checkoutState.deliveryMethod();
  const addresses = useQuery({ ...getAddressesQueryOptions(user?.user_id ?? ''), enabled: !!user });
  let choice: DeliveryChoice | null = null;
  if (method === 'pickup') {
    const shop = checkoutState.pickupShop();
    if (shop) choice = { method: 'pickup', shop };
  } else if (method === 'address' && user) {
    const id = checkoutState.selectedAddressId();
    const saved = addresses.data?.find((a) => a.id === id);
    if (!addresses.data && !addresses.isError) return <p role="status">{t('loading')}</p>;
    if (saved) choice = { method: 'address', saved };
  } else if (method === 'address') {
    const guest = checkoutState.guestAddress();
    if (guest) choice = { method: 'address', guest };
  }
  if (!choice) {
    return (
      <div className="ck-box">
        <p>{t('payment.noDelivery')}</p>
        <Link className="ck-btn ck-btn--primary" to={method === 'pickup' ? '/pickup' : '/address'}>
          {t('payment.chooseDelivery')}
        </Link>
      </div>
    );
  }
  return <PaymentForm cart={cart} user={user} choice={choice} />;
}

const deliveryInput = (choice: DeliveryChoice): DeliveryInput =>
  choice.method === 'pickup'
    ? { method: 'pickup', shop_id: choice.shop.id }
    : 'saved' in choice
      ? { method: 'address', address: { address_id: choice.saved.id } }
      : {
          method: 'address',
          address: {
            name: choice.guest.name,
            phone: choice.guest.phone,
            line1: choice.guest.line1,
            province_id: choice.guest.province_id,
            district_id: choice.guest.district_id,
            subdistrict_id: choice.guest.subdistrict_id,
            postcode: choice.guest.postcode,
          },
        };

function initialContact(choice: DeliveryChoice, user: SessionUser | null) {
  if (choice.method === 'address' && 'saved' in choice) return { name: choice.saved.recipient_name, phone: choice.saved.phone, email: '' };
  if (choice.method === 'address') return { name: choice.guest.name, phone: choice.guest.phone, email: choice.guest.email ?? '' };
  return { name: user?.display_name ?? '', phone: user?.phone ?? '', email: '' };
}

/** One try at paying: the same key (and the same body, with the same card token) is sent again on a retry. */
interface Attempt {
  fingerprint: string;
  key: string;
  payment: PaymentInput;
}

function PaymentForm({ cart, user, choice }: { cart: CheckoutCart; user: SessionUser | null; choice: DeliveryChoice }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const methods = usePaymentMethods(checkoutState.couponCode(), cart.total, user?.user_id ?? null);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const offered = methods.data?.methods;
  const chosenMethod = method && offered?.includes(method) ? method : (offered?.[0] ?? null);
  const payLater = methods.data?.payLater;
  const [term, setTerm] = useState<PayLaterTerm>(PAYLATER_TERMS[0]);
  const gateway = useQuery({ ...getPaymentGatewayQueryOptions(), enabled: chosenMethod === 'card' });
  const savedCards = useSavedCards(user?.user_id ?? null);
  const deleteCard = useDeleteSavedCard(user?.user_id ?? '');
  const [cardChoice, setCardChoice] = useState<string>('new');
  const [draft, setDraft] = useState<CardDraft>(EMPTY_CARD);
  const [saveCard, setSaveCard] = useState(false);
  const [contact, setContact] = useState(() => initialContact(choice, user));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const placingRef = useRef(false);
  const attempt = useRef<Attempt | null>(null);
  const retryOrder = cart.order;
  // Member points pay part of a new order (issue 18): as many as the rule allows, when the shopper ticks the box.
  const memberPoints = useMemberPoints(Boolean(user) && !retryOrder);
  const [usePoints, setUsePoints] = useState(false);
  const pointsRule = memberPoints.data;
  const maxPoints = pointsRule
    ? maxPointsFor(
        cart.total,
        pointsRule.balance,
        { toggle: pointsRule.enabled, satang_per_point: pointsRule.satang_per_point, max_share_bp: pointsRule.max_share_bp },
        pointsRule.min_charge,
      )
    : 0;
  const points = usePoints && maxPoints > 0 && !retryOrder ? { used: maxPoints, value: pointsValue(maxPoints, pointsRule!) } : null;
  const toPay = cart.total - (points?.value ?? 0);
  const summary = { ...cartBreakdown(cart), points, total: toPay };
  const cards = savedCards.data ?? [];
  const useSaved = chosenMethod === 'card' && cardChoice !== 'new' && cards.some((c) => c.id === cardChoice);

  const go = (result: PlacedOrder) => {
    placingRef.current = false;
    rememberOrder(result.order);
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
    const key = encodeURIComponent(result.order.secure_key);
    if (result.next === 'authorize' && result.payment.authorize_uri) return window.location.assign(result.payment.authorize_uri);
    if (result.next === 'qr') return void navigate(`/payment/qr/${key}`, { state: { payment: result.payment, order: result.order } });
    if (result.next === 'error') return void navigate(`/payment/error?order=${key}`);
    return void navigate(`/payment/success?order=${key}`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (placingRef.current || !chosenMethod) return;
    const found: Record<string, string> = {};
    if (!contact.name.trim()) found.name = t('contact.nameRequired');
    if (!isThaiMobile(contact.phone)) found.phone = t('contact.phoneInvalid');
    const cardFound = chosenMethod === 'card' && !useSaved ? cardProblems(draft) : {};
    setProblems({ ...found, ...Object.fromEntries(Object.entries(cardFound).map(([k, v]) => [`card.${k}`, v])) });
    setFailure(null);
    if (Object.keys(found).length || Object.keys(cardFound).length) {
      document.getElementById(found.name ? 'ck-contact-name' : found.phone ? 'ck-contact-phone' : `card-${Object.keys(cardFound)[0]}`)?.focus();
      return;
    }
    const digits = draft.number.replace(/\D/g, '');
    const fingerprint = JSON.stringify([
      chosenMethod,
      chosenMethod === 'paylater' ? term : 0,
      cardChoice,
      useSaved ? '' : `${digits.length}:${digits.slice(-4)}:${draft.expiry}:${draft.name}`,
      saveCard,
      contact,
      deliveryInput(choice),
      retryOrder?.secure_key ?? '',
      points?.used ?? 0,
    ]);
    placingRef.current = true;
    setPlacing(true);
    try {
      let current = attempt.current;
      if (!current || current.fingerprint !== fingerprint) {
        let payment: PaymentInput;
        if (chosenMethod === 'card' && useSaved) payment = { method: 'card', saved_card_id: cardChoice };
        else if (chosenMethod === 'card') {
          const gw = gateway.data ?? (await queryClient.fetchQuery(getPaymentGatewayQueryOptions()));
          const token = await tokenizeCard(gw, toCardInput(draft));
          payment = { method: 'card', token: token.id, ...(user && saveCard ? { save_card: true } : {}) };
        } else if (chosenMethod === 'paylater') payment = { method: 'paylater', term };
        else payment = { method: chosenMethod };
        current = { fingerprint, key: newIdempotencyKey(), payment };
        attempt.current = current;
      }
      const coupon = cart.coupon && 'discount' in cart.coupon ? cart.coupon.code : undefined;
      const body: PlaceOrderBody = {
        delivery: deliveryInput(choice),
        contact: { name: contact.name.trim(), phone: contact.phone, ...(contact.email.trim() ? { email: contact.email.trim() } : {}) },
        ...(coupon ? { coupon_code: coupon } : {}),
        ...(points ? { points: points.used } : {}),
        payment: current.payment,
        cart_version: cart.version,
      };
      const result = retryOrder ? await payOrderAgain(retryOrder.secure_key, current.payment, current.key) : await placeOrder(body, current.key);
      attempt.current = null;
      if (points) void queryClient.invalidateQueries({ queryKey: ['loyalty'] });
      go(result);
    } catch (error) {
      // A lost answer is retried with the same key and body; anything the server answered starts a new attempt.
      const lost = error instanceof ApiError && (error.status === 0 || error.status >= 500);
      if (!lost || errorCode(error) === 'used_token') attempt.current = null;
      placingRef.current = false;
      const code = errorCode(error);
      setFailure(t(code.startsWith('coupon_') ? ['errors.coupon'] : errorKeys(error)));
      if (code === 'out_of_stock' || code === 'cart_changed' || code === 'cart_empty') void queryClient.invalidateQueries({ queryKey: ['cart'] });
      if (code.startsWith('paylater_')) void queryClient.invalidateQueries({ queryKey: ['payment-methods'] });
      if (code.startsWith('points_') || code === 'card_not_linked') void queryClient.invalidateQueries({ queryKey: ['loyalty', 'points'] });
    } finally {
      placingRef.current = false;
      setPlacing(false);
    }
  };

  const contactField = (key: 'name' | 'phone' | 'email', props: InputHTMLAttributes<HTMLInputElement>) => (
    <TextField
      id={`ck-contact-${key}`}
      classes={CHECKOUT_CLASSES}
      label={t(`contact.${key}`)}
      error={problems[key]}
      value={contact[key]}
      onChange={(e) => setContact({ ...contact, [key]: key === 'phone' ? e.target.value.replace(/\D/g, '').slice(0, 10) : e.target.value })}
      {...props}
    />
  );
  const cardProblemsShown = Object.fromEntries(
    Object.entries(problems)
      .filter(([k]) => k.startsWith('card.'))
      .map(([k, v]) => [k.slice(5), v]),
  );

  return (
    <form className="ck-pay" onSubmit={(e) => void submit(e)} noValidate>
      <PlaceGuard placing={placingRef} />
      <div className="ck-pay__main">
        {/* A phone's summary at the top (the total, the lines behind a tap); the side one is under the form. */}
        <OrderBreakdown summary={summary} mode="top" />
        <DeliverySummary choice={choice} />
        {retryOrder && <p className="ck-note">{t('payment.retrying', { number: retryOrder.order_number })}</p>}
        <section className="ck-box" aria-labelledby="ck-contact">
          <h2 id="ck-contact" className="ck-box__title">
            {t('contact.title')}
          </h2>
          <div className="ck-grid">
            {contactField('name', { type: 'text', autoComplete: 'name', maxLength: 100 })}
            {contactField('phone', { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric', maxLength: 10 })}
          </div>
          {contactField('email', { type: 'email', autoComplete: 'email', maxLength: 200 })}
        </section>
        {maxPoints > 0 && pointsRule && (
          <section className="ck-box" aria-labelledby="ck-points" data-testid="payment-points">
            <h2 id="ck-points" className="ck-box__title">
              {t('points.title')}
            </h2>
            <p className="ck-note">{t('points.balance', { count: pointsRule.balance, amount: formatPrice(pointsRule.value) })}</p>
            <label className="ck-check">
              <input type="checkbox" checked={usePoints} onChange={(e) => setUsePoints(e.target.checked)} />{' '}
              {t('points.use', { count: maxPoints, amount: formatPrice(pointsValue(maxPoints, pointsRule)) })}
            </label>
            <p className="ck-note ck-note--small">{t('points.rule', { percent: pointsRule.max_share_bp / 100, amount: formatPrice(pointsRule.satang_per_point) })}</p>
          </section>
        )}
        <section className="ck-box" aria-labelledby="ck-method">
          <h2 id="ck-method" className="ck-box__title">
            {t('payment.method')}
          </h2>
          {methods.isError ? (
            <p className="ck-note ck-note--error" role="alert">
              {t(errorKeys(methods.error))}
            </p>
          ) : !offered ? (
            <p role="status">{t('loading')}</p>
          ) : (
            <fieldset className="ck-choices">
              <legend className="visually-hidden">{t('payment.method')}</legend>
              {offered.map((m) => (
                <label key={m} className={`ck-choice${chosenMethod === m ? ' is-on' : ''}`}>
                  <input type="radio" name="method" value={m} checked={chosenMethod === m} onChange={() => setMethod(m)} />
                  <span>
                    <strong>{t(`payment.methods.${m}`)}</strong>
                    <span className="ck-choice__text">{t(`payment.methodHints.${m}`)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {payLater && !payLater.eligible && payLater.platform !== 'web' && platform() !== 'web' && payLater.reason !== 'method_disabled' && (
            <p className="ck-note ck-note--small" data-testid="paylater-unavailable">
              {t('paylater.notOffered', { reason: t(payLaterReasonKey(payLater)) })} <Link to="/paylater">{t('paylater.details')}</Link>
            </p>
          )}
          {chosenMethod === 'paylater' && payLater?.eligible && (
            <div className="ck-paylater">
              <PayLaterPlans plans={payLater.plans} value={term} onChange={setTerm} />
              {payLater.available_credit !== null && <p className="ck-note ck-note--small">{t('paylater.credit', { amount: formatPrice(payLater.available_credit) })}</p>}
              <p className="ck-note ck-note--small">{t('paylater.approveNote')}</p>
            </div>
          )}
          {chosenMethod === 'card' && (
            <div className="ck-cardbox">
              {cards.length > 0 && (
                <fieldset className="ck-choices">
                  <legend className="ck-legend">{t('payment.saved')}</legend>
                  {cards.map((c) => {
                    const label = t('payment.savedCard', {
                      brand: c.brand,
                      last: c.last_digits,
                      month: String(c.expiration_month).padStart(2, '0'),
                      year: String(c.expiration_year).slice(-2),
                    });
                    return (
                      <div key={c.id} className={`ck-choice ck-choice--row${cardChoice === c.id ? ' is-on' : ''}`}>
                        <label>
                          <input type="radio" name="card" checked={cardChoice === c.id} onChange={() => setCardChoice(c.id)} /> {label}
                        </label>
                        <button
                          type="button"
                          className="ck-link-btn"
                          aria-label={t('payment.deleteCard', { brand: c.brand, last: c.last_digits })}
                          disabled={deleteCard.isPending}
                          onClick={() => deleteCard.mutate(c.id, { onSuccess: () => cardChoice === c.id && setCardChoice('new'), onError: (e) => setFailure(t(errorKeys(e))) })}
                        >
                          ×
                        </button>
                      </div>
                    );
                  })}
                  <label className={`ck-choice${cardChoice === 'new' ? ' is-on' : ''}`}>
                    <input type="radio" name="card" checked={cardChoice === 'new'} onChange={() => setCardChoice('new')} /> {t('payment.newCard')}
                  </label>
                </fieldset>
              )}
              {!useSaved && (
                <>
                  <CardFields value={draft} onChange={setDraft} problems={cardProblemsShown} />
                  {user && (
                    <label className="ck-check">
                      <input type="checkbox" checked={saveCard} onChange={(e) => setSaveCard(e.target.checked)} /> {t('payment.saveCard')}
                    </label>
                  )}
                  <p className="ck-note ck-note--small">{t('payment.cardSafe')}</p>
                </>
              )}
            </div>
          )}
        </section>
      </div>
      <aside className="ck-pay__side">
        <OrderBreakdown summary={summary} mode="side">
          <p className="ck-note ck-note--error" role="alert" data-testid="payment-error">
            {failure}
          </p>
          <button type="submit" className="ck-btn ck-btn--primary ck-btn--wide" disabled={placing || !chosenMethod} aria-busy={placing || undefined}>
            {placing ? t('payment.placing') : t('payment.pay', { amount: formatPrice(toPay) })}
          </button>
        </OrderBreakdown>
      </aside>
    </form>
  );
}
