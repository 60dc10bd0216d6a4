import { useTranslation } from 'react-i18next';
import { trackingOf } from '@store/domain/order-state';
import type { OrderView } from '@/lib/order';
import './order-steps.css';

const PRODUCT_KEYS = ['placed', 'paid', 'delivering', 'delivered'] as const;
const FROM_DOMAIN = { place_order: 'placed', payment_success: 'paid', delivering: 'delivering', delivery_success: 'delivered' } as const;
const SERVICE_KEYS = ['ekyc', 'scheduled', 'completed'] as const;

type Step = OrderView['steps'][number];

/** A service order (issue 15: prepaid to postpaid) is one whose steps are placed, ekyc?, scheduled, completed. */
export const isServiceSteps = (steps: readonly Pick<Step, 'key'>[] | undefined) => !!steps?.some((s) => (SERVICE_KEYS as readonly string[]).includes(s.key));

/**
 * An order's labelled steps with their times (texts of the tracking namespace): a product order's
 * four of spec 4 (place order, payment success, delivering, delivery success); a service order's as
 * the server lists them (placed, eKYC when it was needed, scheduled with the time the change takes
 * effect, completed; times in Bangkok time).
 */
export function OrderSteps({ order }: { order: Pick<OrderView, 'state' | 'steps'> }) {
  const { t, i18n } = useTranslation('tracking');
  const service = isServiceSteps(order.steps);
  // A service order's times (above all when the change takes effect) are Bangkok's, as its pages say.
  const fmt = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'th-TH', { dateStyle: 'medium', timeStyle: 'short', timeZone: service ? 'Asia/Bangkok' : undefined });
  // A product order: its four steps as the server gives them, else as its state reads.
  const product = (): Step[] => {
    const given = order.steps?.length === 4 ? order.steps : trackingOf(order.state).steps.map((s) => ({ key: FROM_DOMAIN[s.key], done: s.reached, at: null }));
    return PRODUCT_KEYS.map((key) => given.find((s) => s.key === key) ?? { key, done: false, at: null });
  };
  const steps = service ? order.steps : product();
  // A cancelled service order's later steps will not come (a product order's keep their 'not yet').
  const halted = service && order.state === 'cancelled';
  return (
    <ol className={`trk-steps trk-steps--${steps.length}`} aria-label={t('steps.label')} data-testid="order-steps">
      {steps.map((step, i) => {
        // The order is at its last reached step; the others read as done or still to come.
        const current = step.done && !steps.some((s, j) => s.done && j > i);
        return (
          <li
            key={step.key}
            className={`trk-step${step.done ? ' is-done' : ''}${current ? ' is-current' : ''}`}
            data-testid={`step-${step.key}`}
            data-done={step.done}
            aria-current={current ? 'step' : undefined}
          >
            <span className="trk-step__dot" aria-hidden="true">
              {step.done ? '✓' : i + 1}
            </span>
            <span className="trk-step__label">{t(`steps.${step.key}`)}</span>
            <span className="trk-step__state">{current ? t('steps.current') : step.done ? t('steps.done') : halted ? t('steps.halted') : t('steps.todo')}</span>
            {step.at && (
              <time className="trk-step__at" dateTime={step.at}>
                {fmt.format(new Date(step.at))}
              </time>
            )}
            {step.effective_at && (
              <span className="trk-step__at" data-testid="step-effective">
                {t('steps.effective', { date: fmt.format(new Date(step.effective_at)) })}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
