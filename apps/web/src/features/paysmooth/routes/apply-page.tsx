import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { parseLang } from '@store/domain/lang';
import { formatPrice } from '@store/domain/money';
import { normalizeThaiMobile, THAI_MOBILE_RE } from '@store/domain/phone';
import { PAYSMOOTH_MIN_SATANG, PAYSMOOTH_MONTHS, paySmoothPlan } from '@store/domain/paysmooth-plan';
import { normalizeThaiId } from '@store/domain/thai-id';
import { errorText } from '@/lib/error-text';
import { authUrl, sessionQueryOptions, useSession } from '@/lib/session';
import { thaiIdProblem } from '@/lib/thai-id-input';
import { useAddToCart } from '../api/add-to-cart';
import { useApplication } from '../api/get-application';
import { useProduct } from '../api/get-product';
import { useVerify } from '../api/verify';
import { PlanSummary, refusalText } from '../components/plan-summary';
import '../paysmooth.css';

/**
 * /paysmooth/:id (spec 2): a device's instalment offer (6, 10 or 12 months at 0%) and the
 * application form; sent to the partner (POST /pay-smooth/verify), then the partner's approval step
 * (the page follows its decision); approved, the device goes into the cart and on to
 * /paysmooth-payment. The application's token rides in the address (?token=), never the ID.
 */
export function ApplyPage() {
  const { t } = useTranslation('paysmooth');
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const token = params.get('token');
  const product = useProduct(id);
  const session = useQuery(sessionQueryOptions());
  return (
    <div className="page ps-page" data-testid="paysmooth-apply">
      <h1 className="ps-title">{t('title')}</h1>
      <p className="ps-intro">{t('intro')}</p>
      {product.isError || !Number.isInteger(id) ? (
        <p className="ps-error ps-box" role="alert">
          {t('errors.product_not_found')} <Link to="/">{t('home')}</Link>
        </p>
      ) : !product.data || session.isPending ? (
        <p className="ps-loading" role="status">
          {t('loading')}
        </p>
      ) : !session.data?.user ? (
        <section className="ps-box" data-testid="paysmooth-sign-in">
          <h2 className="ps-subtitle">{t('signIn.title')}</h2>
          <p>{t('signIn.text')}</p>
          <p className="ps-actions">
            <a className="ps-btn" href={authUrl('login', `/paysmooth/${id}`)}>
              {t('signIn.login')}
            </a>
            <a className="ps-btn ps-btn--ghost" href={authUrl('signup', `/paysmooth/${id}`)}>
              {t('signIn.signup')}
            </a>
          </p>
        </section>
      ) : token ? (
        <Approval token={token} />
      ) : (
        <ApplyForm product={product.data} />
      )}
    </div>
  );
}

type Product = NonNullable<ReturnType<typeof useProduct>['data']>;

function ApplyForm({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('paysmooth');
  const lang = parseLang(i18n.language);
  const navigate = useNavigate();
  const { user } = useSession();
  const verify = useVerify();
  const [variantId, setVariantId] = useState(product.variants[0]?.id ?? 0);
  const [months, setMonths] = useState<6 | 10 | 12>(10);
  const [name, setName] = useState(user?.display_name ?? '');
  const [thaiId, setThaiId] = useState('');
  const [mobile, setMobile] = useState(user?.phone ?? '');
  const [income, setIncome] = useState('');
  const [touched, setTouched] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const variant = product.variants.find((v) => v.id === variantId) ?? product.variants[0];
  const idProblem = thaiIdProblem(thaiId, touched);

  if (!variant || variant.price < PAYSMOOTH_MIN_SATANG) {
    return (
      <p className="ps-box ps-error" role="alert">
        {t('errors.paysmooth_amount_below_minimum', { min: formatPrice(PAYSMOOTH_MIN_SATANG) })}
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setError(null);
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t('errors.name_required');
    if (!THAI_MOBILE_RE.test(normalizeThaiMobile(mobile))) found.mobile = t('errors.mobile_invalid');
    if (!/^\d{1,9}$/.test(income.replace(/,/g, ''))) found.income = t('errors.income_invalid');
    setProblems(found);
    const first = thaiIdProblem(thaiId, true) ? 'ps-thai-id' : found.name ? 'ps-name' : found.mobile ? 'ps-mobile' : found.income ? 'ps-income' : null;
    if (first) return document.getElementById(first)?.focus();
    try {
      const app = await verify.mutateAsync({
        product_id: product.id,
        variant_id: variant.id,
        months,
        applicant: { name: name.trim(), thai_id: normalizeThaiId(thaiId), mobile: normalizeThaiMobile(mobile), monthly_income: Number(income.replace(/,/g, '')) * 100 },
      });
      navigate(`/paysmooth/${product.id}?token=${encodeURIComponent(app.token)}`, { replace: true });
    } catch (e) {
      setError(errorText(t, e));
    }
  };

  const field = (id: string, label: string, input: React.ReactNode, problem?: string | null, hint?: string) => (
    <div className="ps-field">
      <label htmlFor={id}>{label}</label>
      {input}
      {problem ? (
        <p id={`${id}-error`} className="ps-error" role="alert">
          {problem}
        </p>
      ) : hint ? (
        <p className="ps-hint">{hint}</p>
      ) : null}
    </div>
  );

  return (
    <form className="ps-box ps-form" onSubmit={(e) => void submit(e)} noValidate data-testid="paysmooth-form">
      <h2 className="ps-subtitle">{product.name[lang]}</h2>
      {product.variants.length > 1 &&
        field(
          'ps-variant',
          t('form.variant'),
          <select id="ps-variant" value={variant.id} onChange={(e) => setVariantId(Number(e.target.value))}>
            {product.variants.map((v) => (
              <option key={v.id} value={v.id}>
                {[v.capacity, v.color.name[lang]].filter(Boolean).join(' · ')} — {t('baht', { price: formatPrice(v.price) })}
              </option>
            ))}
          </select>,
        )}
      <fieldset className="ps-plans">
        <legend>{t('form.plan')}</legend>
        {PAYSMOOTH_MONTHS.map((m) => {
          const plan = paySmoothPlan(variant.price, m);
          return (
            <label key={m} className={`ps-plan${months === m ? ' is-chosen' : ''}`}>
              <input type="radio" name="ps-months" checked={months === m} onChange={() => setMonths(m)} />
              <span>
                <strong>{t('plan.line', { months: m, monthly: formatPrice(plan.monthly) })}</strong>
                <small>{t('plan.total', { total: formatPrice(plan.total) })}</small>
              </span>
            </label>
          );
        })}
      </fieldset>
      <h3 className="ps-subtitle ps-subtitle--small">{t('form.applicant')}</h3>
      {field(
        'ps-name',
        t('form.name'),
        <input id="ps-name" autoComplete="name" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} aria-invalid={!!problems.name || undefined} />,
        problems.name,
      )}
      {field(
        'ps-thai-id',
        t('form.thaiId'),
        <input
          id="ps-thai-id"
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
          value={thaiId}
          onChange={(e) => setThaiId(e.target.value.replace(/[^\d\s-]/g, ''))}
          onBlur={() => thaiId && setTouched(true)}
          aria-invalid={!!idProblem || undefined}
        />,
        idProblem ? t(`errors.${idProblem}`) : null,
        t('form.thaiIdHint'),
      )}
      {field(
        'ps-mobile',
        t('form.mobile'),
        <input
          id="ps-mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={12}
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
          aria-invalid={!!problems.mobile || undefined}
        />,
        problems.mobile,
      )}
      {field(
        'ps-income',
        t('form.income'),
        <input
          id="ps-income"
          inputMode="numeric"
          maxLength={12}
          value={income}
          onChange={(e) => setIncome(e.target.value.replace(/[^\d,]/g, ''))}
          aria-invalid={!!problems.income || undefined}
        />,
        problems.income,
        t('form.incomeHint'),
      )}
      {error && (
        <p className="ps-error ps-error--box" role="alert" data-testid="paysmooth-error">
          {error}
        </p>
      )}
      <button type="submit" className="ps-btn" disabled={verify.isPending}>
        {verify.isPending ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}

function Approval({ token }: { token: string }) {
  const { t } = useTranslation('paysmooth');
  const navigate = useNavigate();
  const app = useApplication(token);
  const add = useAddToCart();
  const [error, setError] = useState<string | null>(null);
  if (app.isError)
    return (
      <p className="ps-box ps-error" role="alert">
        {errorText(t, app.error)}
      </p>
    );
  if (!app.data)
    return (
      <p className="ps-loading" role="status">
        {t('loading')}
      </p>
    );
  const a = app.data;
  const next = async () => {
    setError(null);
    try {
      await add.mutateAsync(a.variant_id);
      navigate(`/paysmooth-payment?token=${encodeURIComponent(a.token)}`);
    } catch (e) {
      setError(errorText(t, e));
    }
  };
  return (
    <section className={`ps-box ps-state ps-state--${a.state}`} data-testid="paysmooth-approval" aria-live="polite">
      <h2 className="ps-subtitle">{t(`approval.${a.state}`)}</h2>
      <PlanSummary app={a} />
      {a.state === 'submitted' && (
        <p role="status" className="ps-muted">
          {t('approval.waiting')}
        </p>
      )}
      {a.state === 'approved' && (
        <>
          <p>{t('approval.approvedText')}</p>
          {error && (
            <p className="ps-error" role="alert">
              {error}
            </p>
          )}
          <button type="button" className="ps-btn" disabled={add.isPending} onClick={() => void next()}>
            {t('approval.continue')}
          </button>
        </>
      )}
      {(a.state === 'refused' || a.state === 'expired') && (
        <>
          <p role="alert" data-testid="paysmooth-reason">
            {refusalText(t, a)}
          </p>
          <p className="ps-actions">
            <Link className="ps-btn ps-btn--ghost" to={`/paysmooth/${a.product_id}`}>
              {t('approval.again')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
