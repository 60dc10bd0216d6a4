import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { instantClaimBodySchema, SERIAL_TAIL_DIGITS } from '@store/domain/instant-sim';
import { formatPrice } from '@store/domain/money';
import { formatMsisdn } from '@store/domain/phone';
import { basePath } from '@/lib/boot';
import { authUrl, useSession } from '@/lib/session';
import { usePackage } from '../api/get-package';
import { usePackages } from '../api/get-packages';
import { useClaimPack } from '../api/instant-claims';
import { digitsOnly } from '../components/number-search';
import { PackageHero } from '../components/package-hero';
import { errorText } from '@/lib/error-text';
import '../numbers.css';

/**
 * /online-store/instantsim/:id (spec 2): a shopper with an instant-SIM pack from a shop activates it
 * online: the plan to start with, the number and the SIM serial printed on the card, then the verify page.
 */
export function InstantSimPage() {
  const { t, i18n } = useTranslation('numbers');
  const l = i18n.language === 'en' ? 'en' : 'th';
  const { id } = useParams();
  const pkg = usePackage(Number(id));
  const plans = usePackages({ sim_type: 'prepaid', section: 'instantsim' });
  const session = useSession();
  const navigate = useNavigate();
  const claim = useClaimPack();
  const [number, setNumber] = useState('');
  const [serial, setSerial] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (pkg.isError || (pkg.data && pkg.data.section !== 'instantsim')) {
    return (
      <div className="page num-page">
        <p role="alert" className="num-error">
          {t('planNotFound')}
        </p>
        <Link to="/prepaid-and-postpaid-sim">{t('backToPlans')}</Link>
      </div>
    );
  }
  if (!pkg.data) {
    return (
      <div className="page num-page">
        <p role="status">{t('loading')}</p>
      </div>
    );
  }
  const p = pkg.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!session.user) {
      window.location.assign(authUrl('login', window.location.pathname.slice(basePath().length)));
      return;
    }
    const parsed = instantClaimBodySchema.safeParse({ package_id: p.id, number, serial });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= t(`errors.${issue.message}`);
      return setErrors(found);
    }
    setErrors({});
    try {
      const hold = await claim.mutateAsync(parsed.data);
      void navigate(`/online-store/instantsim/${p.id}/${encodeURIComponent(p.nas_code)}/${hold.number}`);
    } catch (e) {
      setErrors({ form: errorText(t, e) });
    }
  };

  return (
    <div className="page num-page">
      <p className="num-note">{t('instantIntro')}</p>
      <PackageHero pkg={p} />
      {plans.data && plans.data.length > 1 && (
        <nav className="num-tabs" aria-label={t('instantPlans')}>
          {plans.data.map((other) => (
            <Link
              key={other.id}
              className={`num-tab${other.id === p.id ? ' is-on' : ''}`}
              to={`/online-store/instantsim/${other.id}`}
              aria-current={other.id === p.id ? 'page' : undefined}
            >
              {other.name[l]} · {t('baht', { price: formatPrice(other.baseline) })}
            </Link>
          ))}
        </nav>
      )}
      <h2 className="num-subtitle">{t('instantTitle')}</h2>
      {!session.user && <p className="num-note">{t('instantLogin')}</p>}
      <form className="num-form" aria-label={t('instantTitle')} onSubmit={(e) => void submit(e)} noValidate>
        <div className="num-field">
          <label htmlFor="pack-number">{t('instantNumber')}</label>
          <input
            id="pack-number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            value={number}
            onKeyDown={digitsOnly}
            onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))}
            aria-invalid={!!errors.number}
            aria-describedby="pack-number-hint"
          />
          <small id="pack-number-hint">{number.length === 10 ? formatMsisdn(number) : t('instantNumberHint')}</small>
          {errors.number && (
            <small className="num-error" role="alert">
              {errors.number}
            </small>
          )}
        </div>
        <div className="num-field">
          <label htmlFor="pack-serial">{t('instantSerial', { count: SERIAL_TAIL_DIGITS })}</label>
          <input
            id="pack-serial"
            inputMode="numeric"
            autoComplete="off"
            maxLength={24}
            value={serial}
            onKeyDown={digitsOnly}
            onChange={(e) => setSerial(e.target.value.replace(/\D/g, ''))}
            aria-invalid={!!errors.serial}
            aria-describedby="pack-serial-hint"
          />
          <small id="pack-serial-hint">{t('instantSerialHint', { count: SERIAL_TAIL_DIGITS })}</small>
          {errors.serial && (
            <small className="num-error" role="alert">
              {errors.serial}
            </small>
          )}
        </div>
        {errors.form && (
          <p className="num-error" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="num-btn" disabled={claim.isPending}>
          {claim.isPending ? t('instantChecking') : session.user ? t('instantContinue') : t('loginToChoose')}
        </button>
      </form>
    </div>
  );
}
