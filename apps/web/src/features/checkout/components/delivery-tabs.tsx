import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePickupOnly } from '../use-pickup-only';

/** The two ways to get an order (spec 2 /address and /pickup), as a pair of links; pickup only for a postpaid SIM when configured. */
export function DeliveryTabs({ current }: { current: 'address' | 'pickup' }) {
  const { t } = useTranslation('checkout');
  const pickupOnly = usePickupOnly();
  if (pickupOnly) {
    return (
      <p className="ck-note" data-testid="pickup-only">
        {t('delivery.simPickupOnly')}
      </p>
    );
  }
  return (
    <nav className="ck-tabs" aria-label={t('delivery.legend')}>
      <Link className="ck-tabs__tab" to="/address" aria-current={current === 'address' ? 'page' : undefined}>
        {t('delivery.address')}
      </Link>
      <Link className="ck-tabs__tab" to="/pickup" aria-current={current === 'pickup' ? 'page' : undefined}>
        {t('delivery.pickup')}
      </Link>
    </nav>
  );
}

/** Where the shopper is in the checkout: cart → delivery → payment → done. */
export function CheckoutSteps({ at }: { at: 'delivery' | 'payment' | 'done' }) {
  const { t } = useTranslation('checkout');
  const steps = ['cart', 'delivery', 'payment', 'done'] as const;
  const index = steps.indexOf(at);
  return (
    <ol className="ck-steps" aria-label={t('steps.label')}>
      {steps.map((step, i) => (
        <li key={step} className={i < index ? 'is-done' : i === index ? 'is-current' : ''} aria-current={i === index ? 'step' : undefined}>
          {step === 'cart' ? <Link to="/cart">{t('steps.cart')}</Link> : t(`steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
