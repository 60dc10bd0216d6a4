import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { parseLang } from '@store/domain/lang';
import { OrderSteps } from '@/components/order-steps/order-steps';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { usePre2postOrder } from '../api/get-order';
import { Loading, PageShell } from '../components/page-shell';
import '../pre2post.css';

/** A time as Bangkok shows it, whatever the device's zone ("1 Dec 2026, 00:00"). */
export const bangkokTime = (iso: string, lang: 'th' | 'en') =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'th-TH', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(new Date(iso));

/**
 * /pre2post/success/:secure_key: the conversion order (number masked, plan, when it takes effect in
 * Bangkok time, its state and steps). While it waits for the eKYC decision it follows the state by
 * itself (polling), then says what happened.
 */
export function SuccessPage() {
  const { t, i18n } = useTranslation(['pre2post', 'tracking']);
  const lang = parseLang(i18n.language);
  const { secure_key: key = '' } = useParams();
  const order = usePre2postOrder(key);
  if (order.isError)
    return (
      <PageShell title={t('success.notFoundTitle')} testId="pre2post-success">
        <p className="p2p-error p2p-error--box" role="alert">
          {order.error instanceof ApiError && order.error.status === 404 ? t('success.notFound') : errorText(t, order.error)}
        </p>
        <p className="p2p-actions">
          <Link className="p2p-btn" to="/profile/tracking">
            {t('order.seeOrders')}
          </Link>
        </p>
      </PageShell>
    );
  if (!order.data)
    return (
      <PageShell title={t('success.loadingTitle')} testId="pre2post-success">
        <Loading text={t('loading')} />
      </PageShell>
    );
  const o = order.data;
  const c = o.conversion;
  const state = (['awaiting_ekyc', 'in_progress', 'completed', 'cancelled'] as const).find((s) => s === o.state) ?? 'in_progress';
  return (
    <PageShell title={t(`success.title.${state}`)} testId="pre2post-success">
      <p className="p2p-intro" aria-live="polite" data-testid="pre2post-success-text">
        {t(`success.text.${state}`)}
      </p>
      <section className="p2p-box" aria-labelledby="p2p-order-title" data-testid="pre2post-success-order">
        <div className="p2p-box__head">
          <h2 id="p2p-order-title" className="p2p-subtitle">
            {t('success.order', { number: o.order_number })}
          </h2>
          <span className={`p2p-state p2p-state--${o.state}`} data-testid="pre2post-order-state">
            {t(`tracking:status.${o.state}`)}
          </span>
        </div>
        <dl className="p2p-facts">
          <div>
            <dt>{t('number.label')}</dt>
            <dd data-testid="pre2post-success-number">{c.number}</dd>
          </div>
          <div>
            <dt>{t('order.plan')}</dt>
            <dd>{c.plan_title[lang]}</dd>
          </div>
          <div>
            <dt>{t('success.effective')}</dt>
            <dd data-testid="pre2post-effective">
              {c.effective_at ? t('success.effectiveAt', { date: bangkokTime(c.effective_at, lang) }) : t(`success.effectivePending.${state}`)}
            </dd>
          </div>
        </dl>
        <OrderSteps order={o} />
      </section>
      <p className="p2p-actions">
        <Link className="p2p-btn" to={`/profile/tracking/${encodeURIComponent(o.order_number)}`}>
          {t('success.track')}
        </Link>
        {state === 'cancelled' ? (
          <Link className="p2p-btn p2p-btn--ghost" to="/pre2post/verify">
            {t('success.again')}
          </Link>
        ) : (
          <Link className="p2p-btn p2p-btn--ghost" to="/">
            {t('noneligible.home')}
          </Link>
        )}
      </p>
    </PageShell>
  );
}
