import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SALE_UNSUCCESS_REASONS, type SaleUnsuccessReason } from '@store/domain/sale';
import '../sale.css';

/** Reasons after which the same link can try again (a new QR). */
const RETRY: SaleUnsuccessReason[] = ['qr_expired', 'payment_failed'];

/**
 * /payment-offline/unsuccess?reason=…&link=… (route payment-offline-unsuccess): why the customer
 * could not pay the seller's link (changed or expired link, QR ran out, payment failed, order
 * cancelled) and what to do: try again with a new QR, or ask the seller for a new link.
 */
export function PayOfflineUnsuccessPage() {
  const { t } = useTranslation('sale');
  const [params] = useSearchParams();
  const given = params.get('reason');
  const reason: SaleUnsuccessReason = (SALE_UNSUCCESS_REASONS as readonly string[]).includes(given ?? '') ? (given as SaleUnsuccessReason) : 'link_invalid';
  const link = params.get('link');
  return (
    <div className="page sl sl--narrow" data-testid="pay-offline-unsuccess">
      <h1 className="sl__title">{t('unsuccess.title')}</h1>
      <div className="sl-box" role="alert">
        <p className="sl-note sl-note--error" data-testid="unsuccess-reason">
          {t(`unsuccess.reasons.${reason}`)}
        </p>
        <p className="sl-note" data-testid="unsuccess-next">
          {t(`unsuccess.next.${reason}`)}
        </p>
        {RETRY.includes(reason) && link && (
          <Link className="sl-btn sl-btn--primary" to={`/payment-offline/qr?link=${encodeURIComponent(link)}`}>
            {t('unsuccess.retry')}
          </Link>
        )}
      </div>
      <p className="sl-note">
        <Link to="/">{t('unsuccess.home')}</Link>
      </p>
    </div>
  );
}
