import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HiTransaction } from '@store/domain/home-internet';
import { parseLang } from '@store/domain/lang';
import { formatPrice } from '@store/domain/money';
import { installationAddressText } from '@/components/installation-status/installation-panel';
import { slotText } from '@/components/installation-status/slot-calendar';
import { contractText, installText, speedText } from './package-card';

type Row = 'address' | 'package' | 'appointment' | 'contact' | 'pay';

/**
 * What the shopper is ordering, as far as chosen: the installation address, the package (speed,
 * price a month, contract, installation), the installation time (Bangkok), the contact (masked) and
 * what is paid now and monthly. `edit` adds a "change" link to the rows whose page can change them.
 */
export function OrderSummary({ tx, rows, edit = false, testId = 'hi-summary' }: { tx: HiTransaction; rows: Row[]; edit?: boolean; testId?: string }) {
  const { t, i18n } = useTranslation(['home-internet', 'installation-status']);
  const lang = parseLang(i18n.language);
  const p = tx.package;
  const change = (to: string) =>
    edit ? (
      <>
        {' '}
        <Link to={to} className="hi-change">
          {t('summary.change')}
        </Link>
      </>
    ) : null;
  return (
    <section className="hi-box hi-summary" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="hi-subtitle">
        {t('summary.title')}
      </h2>
      <dl className="hi-facts">
        {rows.includes('address') && (
          <div>
            <dt>{t('summary.address')}</dt>
            <dd data-testid="hi-summary-address">
              {installationAddressText(tx.qualification.address, lang, (k, o) => t(`installation-status:${k}`, o))}
              {change('/trueonline/coverage')}
            </dd>
          </div>
        )}
        {rows.includes('package') && p && (
          <div>
            <dt>{t('summary.package')}</dt>
            <dd data-testid="hi-summary-package">
              <strong>{p.name[lang]}</strong> · {speedText(t, p)} · {t('package.pricePerMonth', { price: formatPrice(p.monthly_price) })} · {contractText(t, p.contract_months)} ·{' '}
              {installText(t, p.installation_fee)}
              {change('/trueonline/match-package')}
            </dd>
          </div>
        )}
        {rows.includes('appointment') && p && (
          <div>
            <dt>{t('summary.appointment')}</dt>
            <dd data-testid="hi-summary-appointment">
              {tx.appointment && ['initialized', 'confirmed'].includes(tx.appointment.state) ? slotText(tx.appointment, lang) : t('summary.noAppointment')}
              {change(`/trueonline/appointment/${encodeURIComponent(p.id)}`)}
            </dd>
          </div>
        )}
        {rows.includes('contact') && tx.contact && (
          <div>
            <dt>{t('summary.contact')}</dt>
            <dd data-testid="hi-summary-contact">
              {tx.contact.name} · {tx.contact.mobile}
              {tx.contact.email ? ` · ${tx.contact.email}` : ''}
              {tx.thai_id ? ` · ${t('summary.idChecked', { id: tx.thai_id })}` : ''}
              {change(`/trueonline/address/${encodeURIComponent(tx.id)}`)}
            </dd>
          </div>
        )}
        {rows.includes('pay') && p && (
          <div>
            <dt>{t('summary.payNow')}</dt>
            <dd data-testid="hi-summary-pay">
              {tx.pay_now > 0 ? (
                <>
                  <strong>{t('package.price', { price: formatPrice(tx.pay_now) })}</strong> {p.upfront_label?.[lang] ? `(${p.upfront_label[lang]})` : ''} · {t('summary.payNowHow')}
                </>
              ) : (
                t('summary.payNothing')
              )}
              <br />
              <span className="hi-muted">{t('summary.monthly', { price: formatPrice(p.monthly_price) })}</span>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
