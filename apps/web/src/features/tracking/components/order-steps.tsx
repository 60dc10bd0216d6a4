import { useTranslation } from 'react-i18next';
import { trackingOf } from '@store/domain/order-state';
import type { OrderView } from '@/lib/order';

const KEYS = ['placed', 'paid', 'delivering', 'delivered'] as const;
const FROM_DOMAIN = { place_order: 'placed', payment_success: 'paid', delivering: 'delivering', delivery_success: 'delivered' } as const;

/** The four labelled steps of spec 4 (place order, payment success, delivering, delivery success), with their times. */
export function OrderSteps({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation('tracking');
  const fmt = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'th-TH', { dateStyle: 'medium', timeStyle: 'short' });
  const steps = order.steps?.length === 4 ? order.steps : trackingOf(order.state).steps.map((s) => ({ key: FROM_DOMAIN[s.key], done: s.reached, at: null as string | null }));
  return (
    <ol className="trk-steps" aria-label={t('steps.label')}>
      {KEYS.map((key, i) => {
        const step = steps.find((s) => s.key === key) ?? { key, done: false, at: null };
        // The order is at its last reached step; the others read as done or still to come.
        const current = step.done && !steps.some((s) => s.done && KEYS.indexOf(s.key as (typeof KEYS)[number]) > i);
        return (
          <li
            key={key}
            className={`trk-step${step.done ? ' is-done' : ''}${current ? ' is-current' : ''}`}
            data-testid={`step-${key}`}
            data-done={step.done}
            aria-current={current ? 'step' : undefined}
          >
            <span className="trk-step__dot" aria-hidden="true">
              {step.done ? '✓' : i + 1}
            </span>
            <span className="trk-step__label">{t(`steps.${key}`)}</span>
            <span className="trk-step__state">{current ? t('steps.current') : step.done ? t('steps.done') : t('steps.todo')}</span>
            {step.at && (
              <time className="trk-step__at" dateTime={step.at}>
                {fmt.format(new Date(step.at))}
              </time>
            )}
          </li>
        );
      })}
    </ol>
  );
}
