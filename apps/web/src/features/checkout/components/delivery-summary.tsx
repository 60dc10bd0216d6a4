import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAddress } from '@store/domain/address-rules';
import { parseLang } from '@store/domain/lang';
import { formatMsisdn } from '@store/domain/phone';
import type { Address } from '@/components/address/api/get-addresses';
import type { GuestAddress } from '../checkout-state';

export type DeliveryChoice = { method: 'address'; saved: Address } | { method: 'address'; guest: GuestAddress } | { method: 'pickup'; shop: { id: string; name: string } };

/** Where the order goes, with a link back to change it. */
export function DeliverySummary({ choice }: { choice: DeliveryChoice }) {
  const { t, i18n } = useTranslation('checkout');
  const lang = parseLang(i18n.language);
  let title: string;
  let lines: string[];
  if (choice.method === 'pickup') {
    title = t('payment.pickupAt');
    lines = [choice.shop.name];
  } else if ('saved' in choice) {
    title = t('payment.deliverTo');
    lines = [`${choice.saved.recipient_name} · ${formatMsisdn(choice.saved.phone)}`, formatAddress(choice.saved, lang)];
  } else {
    const g = choice.guest;
    title = t('payment.deliverTo');
    lines = [`${g.name} · ${formatMsisdn(g.phone)}`, formatAddress({ address_line: g.line1, postcode: g.postcode, th: g.th, en: g.en }, lang)];
  }
  return (
    <section className="ck-box ck-summary" aria-labelledby="ck-delivery">
      <div className="ck-box__head">
        <h2 id="ck-delivery" className="ck-box__title">
          {title}
        </h2>
        <Link to={choice.method === 'pickup' ? '/pickup' : '/address'}>{t('payment.change')}</Link>
      </div>
      {lines.map((line) => (
        <p key={line} className="ck-summary__line" data-testid="delivery-summary">
          {line}
        </p>
      ))}
    </section>
  );
}
