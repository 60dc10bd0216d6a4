import { useTranslation } from 'react-i18next';
import { formatPrice } from '@store/domain/money';

/**
 * The PromptPay QR of an order: the gateway's EMVCo payload drawn as an image by the server (an SVG
 * data URL) or the gateway's own picture, the amount to pay, and the payload itself (when the gateway
 * gives it) for a screen reader or a copy.
 */
export function PromptPayQr({ image, payload, amount }: { image: string; payload: string | null; amount: number }) {
  const { t } = useTranslation('checkout');
  return (
    <figure className="ck-qr" data-testid="promptpay-qr">
      <img className="ck-qr__img" src={image} alt={t('qr.alt', { amount: formatPrice(amount) })} width={260} height={260} />
      <figcaption>
        <p className="ck-qr__amount">{t('qr.amount', { amount: formatPrice(amount) })}</p>
        {payload && (
          <details className="ck-qr__payload">
            <summary>{t('qr.payload')}</summary>
            <code>{payload}</code>
          </details>
        )}
      </figcaption>
    </figure>
  );
}
