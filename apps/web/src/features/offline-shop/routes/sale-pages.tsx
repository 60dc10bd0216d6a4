import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { pickText, parseLang } from '@store/domain/lang';
import { formatMsisdn } from '@store/domain/phone';
import { WISHES } from '@store/domain/numerology';
import { maskThaiId } from '@store/domain/thai-id';
import { errorText } from '@/lib/error-text';
import { readOfflineDevice } from '@/lib/offline-device';
import { thaiIdProblem } from '@/lib/thai-id-input';
import { useConfig } from '@/lib/use-config';
import { useCounterNumbers, useCounterReading, usePostpaidPlans } from '../api/fortune';
import { usePlaceOrder } from '../api/place-order';
import { Loading, Shell, SignedIn } from '../components/shell';
import { baht, newSaleKey, profileOf, readForm, saveForm, type CounterForm } from '../flow';
import '../offline-shop.css';

type Campaign = 'berfuntong' | 'zodiac';
const pathOf = (campaign: Campaign) => (campaign === 'zodiac' ? '/offline-store/berfuntong-zodiac' : '/offline-store/berfuntong');

const EMPTY: CounterForm = { birth_date: '', birth_time: '', wishes: [], customer: { name: '', phone: '', email: '', thai_id: '' } };

/** /offline-store/berfuntong/pre-validation: the customer at the counter, their ID checked by the staff member, and their birth data. */
export function PreValidationPage() {
  return (
    <SignedIn>
      <PreValidation />
    </SignedIn>
  );
}

function PreValidation() {
  const { t } = useTranslation('offline-shop');
  const navigate = useNavigate();
  const config = useConfig();
  const [form, setForm] = useState<CounterForm>(() => ({ ...EMPTY, ...(readForm() ?? {}) }));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const set = (change: Partial<CounterForm>) => setForm((f) => ({ ...f, ...change }));
  const setCustomer = (change: Partial<CounterForm['customer']>) => setForm((f) => ({ ...f, customer: { ...f.customer, ...change } }));

  const submit = (event: FormEvent, campaign: Campaign) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(form.birth_date)) found.birth_date = 'birth_date_invalid';
    if (!form.customer.name.trim()) found.name = 'name_required';
    if (!/^0[689]\d{8}$/.test(form.customer.phone.replace(/\D/g, ''))) found.phone = 'phone_invalid';
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.customer.email.trim())) found.email = 'email_invalid';
    const id = thaiIdProblem(form.customer.thai_id, true);
    if (id) found.thai_id = id;
    setProblems(found);
    if (Object.keys(found).length) return;
    saveForm({ ...form, campaign, number: undefined, package_id: undefined, key: undefined });
    void navigate(campaign === 'zodiac' ? '/offline-store/berfuntong-zodiac' : '/offline-store/berfuntong/select');
  };
  const field = (name: string, label: string, input: ReactNode) => (
    <div className="ofs-field">
      <label htmlFor={`ofs-${name}`}>{label}</label>
      {input}
      {problems[name] && (
        <p className="ofs-error" id={`ofs-${name}-error`}>
          {t(`errors.${problems[name]}`)}
        </p>
      )}
    </div>
  );
  const attrs = (name: string) => ({
    id: `ofs-${name}`,
    'aria-invalid': Boolean(problems[name]),
    'aria-describedby': problems[name] ? `ofs-${name}-error` : undefined,
    'data-testid': `offline-${name}`,
  });

  return (
    <Shell title={t('pre.title')} intro={t('pre.intro')} testId="offline-pre-validation">
      <form className="ofs-form" onSubmit={(e) => submit(e, 'berfuntong')} noValidate>
        <section className="ofs-box">
          <h2 className="ofs-subtitle">{t('pre.customer')}</h2>
          {field('name', t('pre.name'), <input {...attrs('name')} autoComplete="off" value={form.customer.name} onChange={(e) => setCustomer({ name: e.target.value })} />)}
          {field(
            'thai_id',
            t('pre.thaiId'),
            <input {...attrs('thai_id')} inputMode="numeric" autoComplete="off" value={form.customer.thai_id} onChange={(e) => setCustomer({ thai_id: e.target.value })} />,
          )}
          {field(
            'phone',
            t('pre.phone'),
            <input {...attrs('phone')} type="tel" inputMode="tel" autoComplete="off" value={form.customer.phone} onChange={(e) => setCustomer({ phone: e.target.value })} />,
          )}
          {field(
            'email',
            t('pre.email'),
            <input {...attrs('email')} type="email" autoComplete="off" value={form.customer.email} onChange={(e) => setCustomer({ email: e.target.value })} />,
          )}
        </section>
        <section className="ofs-box">
          <h2 className="ofs-subtitle">{t('pre.birth')}</h2>
          {field('birth_date', t('pre.birthDate'), <input {...attrs('birth_date')} type="date" value={form.birth_date} onChange={(e) => set({ birth_date: e.target.value })} />)}
          {field('birth_time', t('pre.birthTime'), <input {...attrs('birth_time')} type="time" value={form.birth_time} onChange={(e) => set({ birth_time: e.target.value })} />)}
          <fieldset className="ofs-wishes">
            <legend>{t('pre.wishes')}</legend>
            {WISHES.map((wish) => (
              <label key={wish} className="ofs-check">
                <input
                  type="checkbox"
                  checked={form.wishes.includes(wish)}
                  onChange={(e) => set({ wishes: e.target.checked ? [...form.wishes, wish] : form.wishes.filter((w) => w !== wish) })}
                  data-testid={`offline-wish-${wish}`}
                />
                {t(`wishes.${wish}`)}
              </label>
            ))}
          </fieldset>
        </section>
        <div className="ofs-actions">
          <button className="ofs-btn" type="submit" data-testid="offline-pre-next">
            {t('pre.next')}
          </button>
          {config.berfuntong_zodiac_offline.toggle && (
            <button className="ofs-btn ofs-btn--ghost" type="button" onClick={(e) => submit(e, 'zodiac')} data-testid="offline-pre-zodiac">
              {t('pre.zodiac')}
            </button>
          )}
        </div>
      </form>
    </Shell>
  );
}

/** The plans a fortune number is sold with (config berfuntong.nas_codes). */
function useFortunePlans() {
  const config = useConfig();
  const plans = usePostpaidPlans();
  const list = useMemo(() => (plans.data ?? []).filter((p) => config.berfuntong.nas_codes.includes(p.nas_code)), [plans.data, config.berfuntong.nas_codes]);
  return { list, isPending: plans.isPending, error: plans.error };
}

/** /offline-store/berfuntong/select: the numbers ranked for the customer (the fortune module's list) and the plan. */
export function SelectPage() {
  return (
    <SignedIn>
      <Select campaign="berfuntong" />
    </SignedIn>
  );
}

/** /offline-store/berfuntong-zodiac: the same among the numbers of the customer's zodiac sign, with the offline zodiac toggle on; else home. */
export function ZodiacPage() {
  const config = useConfig();
  if (!config.berfuntong_zodiac_offline.toggle) return <Navigate to="/" replace />;
  return (
    <SignedIn>
      <Select campaign="zodiac" />
    </SignedIn>
  );
}

function Select({ campaign }: { campaign: Campaign }) {
  const { t, i18n } = useTranslation('offline-shop');
  const lang = parseLang(i18n.language);
  const [form] = useState(readForm);
  const plans = useFortunePlans();
  const [planId, setPlanId] = useState<number | null>(null);
  const numbers = useCounterNumbers(form ? profileOf(form) : null, campaign);
  if (!form) return <Navigate to="/offline-store/berfuntong/pre-validation" replace />;
  const plan = plans.list.find((p) => p.id === planId) ?? plans.list[0];
  return (
    <Shell title={t(`select.title.${campaign}`)} intro={t('select.intro', { name: form.customer.name })} testId="offline-select">
      <section className="ofs-box">
        <h2 className="ofs-subtitle">{t('select.plan')}</h2>
        {plans.isPending ? (
          <Loading />
        ) : (
          <div className="ofs-plans">
            {plans.list.map((p) => (
              <label key={p.id} className={`ofs-choice__item${plan?.id === p.id ? ' is-on' : ''}`}>
                <input type="radio" name="plan" checked={plan?.id === p.id} onChange={() => setPlanId(p.id)} />
                <span>
                  <strong>{pickText(p.name, lang)}</strong>
                  <small>{t('select.planPrice', { price: baht(p.baseline), advance: baht(p.advance_payment) })}</small>
                </span>
              </label>
            ))}
          </div>
        )}
      </section>
      <section>
        <h2 className="ofs-subtitle">{t('select.numbers')}</h2>
        {numbers.isPending ? (
          <Loading />
        ) : numbers.error ? (
          <p className="ofs-error" role="alert">
            {errorText(t, numbers.error)}
          </p>
        ) : numbers.data.items.length === 0 ? (
          <p className="ofs-box">{t('select.none')}</p>
        ) : (
          <ul className="ofs-numbers" data-testid="offline-numbers">
            {numbers.data.items.map((item) => (
              <li key={item.number} className="ofs-number">
                <span className="ofs-number__grade">{item.grade}</span>
                <span className="ofs-number__main">
                  <strong>{item.display}</strong>
                  <small>
                    {pickText(item.group_title, lang)} · {t('select.score', { score: item.score })}
                  </small>
                  <small>{item.price > 0 ? baht(item.price) : t('select.free')}</small>
                </span>
                {plan && (
                  <Link
                    className="ofs-btn ofs-btn--small"
                    to={`${pathOf(campaign)}/${plan.id}/${item.number}`}
                    data-testid="offline-number-pick"
                    aria-label={t('select.pickLabel', { number: item.display })}
                  >
                    {t('select.pick')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Shell>
  );
}

/** /offline-store/berfuntong/:id/:number: the number read for the customer with the plan :id; the staff member sells it. */
export function VerifyPage() {
  return (
    <SignedIn>
      <Verify campaign="berfuntong" />
    </SignedIn>
  );
}

/** /offline-store/berfuntong-zodiac/:id/:number: the same for the zodiac list; home when the offline zodiac toggle is off. */
export function ZodiacVerifyPage() {
  const config = useConfig();
  if (!config.berfuntong_zodiac_offline.toggle) return <Navigate to="/" replace />;
  return (
    <SignedIn>
      <Verify campaign="zodiac" />
    </SignedIn>
  );
}

function Verify({ campaign }: { campaign: Campaign }) {
  const { t, i18n } = useTranslation('offline-shop');
  const lang = parseLang(i18n.language);
  const navigate = useNavigate();
  const { id = '', number = '' } = useParams();
  const [form] = useState(readForm);
  const plans = useFortunePlans();
  const reading = useCounterReading(number, form ? profileOf(form) : null);
  if (!form) return <Navigate to="/offline-store/berfuntong/pre-validation" replace />;
  const plan = plans.list.find((p) => String(p.id) === id);
  const r = reading.data;
  const sell = () => {
    saveForm({ ...form, campaign, number, package_id: plan!.id, key: newSaleKey() });
    void navigate('/offline-store/berfuntong/confirm');
  };
  return (
    <Shell title={t('verify.title', { number: formatMsisdn(number) })} testId="offline-verify">
      {reading.isPending || plans.isPending ? (
        <Loading />
      ) : reading.error || !r ? (
        <p className="ofs-error" role="alert">
          {errorText(t, reading.error)}
        </p>
      ) : !plan ? (
        <p className="ofs-error" role="alert">
          {t('errors.offline_package_invalid')}
        </p>
      ) : (
        <>
          <section className="ofs-box ofs-reading">
            <p className="ofs-reading__grade">
              <span className="ofs-number__grade">{r.grade}</span> {pickText(r.grade_label, lang)} · {t('select.score', { score: r.score })}
            </p>
            <p>
              <strong>{pickText(r.group_title, lang)}</strong> · {pickText(r.subgroup_title, lang)}
            </p>
            <p>{t('verify.sum', { sum: r.digit_sum, meaning: pickText(r.sum_meaning.meaning, lang) })}</p>
            <ul className="ofs-reasons">
              {r.reasons.slice(0, 5).map((reason, i) => (
                <li key={i} className={`is-${reason.polarity}`}>
                  {reason[lang]}
                </li>
              ))}
            </ul>
          </section>
          <section className="ofs-box">
            <p>
              {t('verify.plan')}: <strong>{pickText(plan.name, lang)}</strong>
            </p>
            {!r.available && (
              <p className="ofs-error" role="alert">
                {t('errors.number_unavailable')}
              </p>
            )}
            <div className="ofs-actions">
              <button className="ofs-btn" type="button" disabled={!r.available} onClick={sell} data-testid="offline-sell">
                {t('verify.sell')}
              </button>
              <Link className="ofs-btn ofs-btn--ghost" to={campaign === 'zodiac' ? '/offline-store/berfuntong-zodiac' : '/offline-store/berfuntong/select'}>
                {t('verify.back')}
              </Link>
            </div>
          </section>
        </>
      )}
    </Shell>
  );
}

/** /offline-store/berfuntong/confirm: the sale as it will be placed (picked up at this shop), then spec offline/placeorder. */
export function ConfirmPage() {
  return (
    <SignedIn>
      <Confirm />
    </SignedIn>
  );
}

function Confirm() {
  const { t, i18n } = useTranslation('offline-shop');
  const lang = parseLang(i18n.language);
  const navigate = useNavigate();
  const [form] = useState(readForm);
  const [device] = useState(readOfflineDevice);
  const plans = useFortunePlans();
  const place = usePlaceOrder();
  const reading = useCounterReading(form?.number ?? '', form ? profileOf(form) : null);
  if (!form?.number || !form.package_id || !form.key) return <Navigate to="/offline-store/berfuntong/select" replace />;
  const plan = plans.list.find((p) => p.id === form.package_id);
  const price = plan && reading.data?.price !== undefined && reading.data.price !== null ? reading.data.price + plan.advance_payment : null;
  const submit = async () => {
    try {
      const sale = await place.mutateAsync({
        key: form.key!,
        body: { ...profileOf(form), campaign: form.campaign ?? 'berfuntong', number: form.number!, package_id: form.package_id!, customer: form.customer } as never,
      });
      const to = sale.handed_over ? '/offline-store/pickup-at-shop/success' : '/offline-store/berfuntong/success';
      void navigate(`${to}?order=${encodeURIComponent(sale.order.order_number)}`);
    } catch {
      /* shown below */
    }
  };
  return (
    <Shell title={t('confirm.title')} testId="offline-confirm">
      <dl className="ofs-box ofs-summary">
        <dt>{t('confirm.customer')}</dt>
        <dd>{form.customer.name}</dd>
        <dt>{t('pre.thaiId')}</dt>
        <dd>{maskThaiId(form.customer.thai_id.replace(/\D/g, ''))}</dd>
        <dt>{t('pre.phone')}</dt>
        <dd>{form.customer.phone}</dd>
        <dt>{t('pre.email')}</dt>
        <dd>{form.customer.email}</dd>
        <dt>{t('confirm.number')}</dt>
        <dd data-testid="offline-confirm-number">{formatMsisdn(form.number)}</dd>
        <dt>{t('verify.plan')}</dt>
        <dd>{plan ? pickText(plan.name, lang) : '…'}</dd>
        <dt>{t('confirm.pickup')}</dt>
        <dd>{device?.shopName ? pickText(device.shopName, lang) : device?.key}</dd>
        <dt>{t('confirm.total')}</dt>
        <dd>
          <strong>{price === null ? '…' : baht(price)}</strong>
        </dd>
      </dl>
      {place.error && (
        <p className="ofs-error ofs-alert" role="alert" data-testid="offline-confirm-error">
          {errorText(t, place.error)}
        </p>
      )}
      <div className="ofs-actions">
        <button className="ofs-btn" type="button" disabled={place.isPending} onClick={() => void submit()} data-testid="offline-place-order">
          {t('confirm.place')}
        </button>
        <Link className="ofs-btn ofs-btn--ghost" to="/offline-store/berfuntong/pre-validation">
          {t('confirm.edit')}
        </Link>
      </div>
    </Shell>
  );
}
