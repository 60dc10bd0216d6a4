import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { clearOfflineDevice, offlineLogoutUrl, readOfflineDevice, saveOfflineDevice, type OfflineType } from '@/lib/offline-device';
import { errorText } from '@/lib/error-text';
import { authChannel, useAuthenticate } from '../api/authentication';
import { offlineSessionKey } from '../api/verify';
import { Shell } from '../components/shell';
import '../offline-shop.css';

const TYPES: OfflineType[] = ['employee', 'dealer'];
const SHOP_CODE_RE = /^[A-Za-z0-9_-]{2,32}$/;

/**
 * /offline-store/berfuntong/login (route offline-berfuntong-login): the shop device chooses how the
 * person signs in (employee or dealer, spec vhora-authen-type) and the shop code, then goes on to the
 * credentials. After a forced logout it says why (error 020: the shop does not permit the channel).
 */
export function LoginPage() {
  const { t } = useTranslation('offline-shop');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [device] = useState(readOfflineDevice);
  const given = params.get('type');
  const [type, setType] = useState<OfflineType>(given === 'dealer' || given === 'employee' ? given : (device?.type ?? 'employee'));
  const [shop, setShop] = useState(device?.key ?? '');
  const [problem, setProblem] = useState(false);
  const error = params.get('error');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = shop.trim().toUpperCase();
    if (!SHOP_CODE_RE.test(code)) return setProblem(true);
    void navigate(`/offline-store/berfuntong/authentication?${new URLSearchParams({ type, shop: code })}`);
  };

  return (
    <Shell title={t('login.title')} intro={t('login.intro')} testId="offline-login">
      {error === '020' && (
        <div className="ofs-alert" role="alert" data-testid="offline-error-020">
          <strong>{t('errors.020Title')}</strong>
          <p>{t('errors.020')}</p>
        </div>
      )}
      <form className="ofs-form ofs-box" onSubmit={submit} noValidate>
        <fieldset className="ofs-choice">
          <legend>{t('login.type')}</legend>
          {TYPES.map((value) => (
            <label key={value} className={`ofs-choice__item${type === value ? ' is-on' : ''}`}>
              <input type="radio" name="type" value={value} checked={type === value} onChange={() => setType(value)} data-testid={`offline-type-${value}`} />
              <span>
                <strong>{t(`types.${value}`)}</strong>
                <small>{t(`login.typeHint.${value}`)}</small>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="ofs-field">
          <label htmlFor="ofs-shop">{t('login.shopCode')}</label>
          <input
            id="ofs-shop"
            value={shop}
            onChange={(e) => {
              setShop(e.target.value);
              setProblem(false);
            }}
            autoCapitalize="characters"
            autoComplete="off"
            aria-invalid={problem}
            aria-describedby="ofs-shop-hint"
            data-testid="offline-shop-code"
          />
          <p id="ofs-shop-hint" className={problem ? 'ofs-error' : 'ofs-hint'}>
            {problem ? t('errors.shop_code_invalid') : t('login.shopCodeHint')}
          </p>
        </div>
        <button className="ofs-btn" type="submit" data-testid="offline-login-next">
          {t('login.next')}
        </button>
      </form>
    </Shell>
  );
}

/**
 * /offline-store/berfuntong/authentication (route offline-berfuntong-authentication): the staff
 * member's e-mail and password (the staff accounts; the session is a cookie). Then the shop's
 * permitted channels (spec auth-channel): a channel not in the list logs out with error 020.
 */
export function AuthenticationPage() {
  const { t } = useTranslation('offline-shop');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const type: OfflineType = params.get('type') === 'dealer' ? 'dealer' : 'employee';
  const shop = (params.get('shop') ?? '').toUpperCase();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const authenticate = useAuthenticate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!email.trim() || !password) return setFailure(t('errors.credentials_missing'));
    try {
      const session = await authenticate.mutateAsync({ type, shop_code: shop, email, password });
      const device = { type, key: session.key, shopName: session.shop.name };
      saveOfflineDevice(device);
      const { channels } = await authChannel();
      if (!channels.includes(type)) {
        clearOfflineDevice();
        window.location.assign(offlineLogoutUrl(device, '020'));
        return;
      }
      client.setQueryData(offlineSessionKey, session);
      void navigate('/offline-store/berfuntong/pre-validation');
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };

  if (!SHOP_CODE_RE.test(shop)) {
    return (
      <Shell title={t('auth.title')} testId="offline-authentication">
        <p className="ofs-box">{t('auth.noShop')}</p>
        <Link className="ofs-btn" to="/offline-store/berfuntong/login">
          {t('auth.back')}
        </Link>
      </Shell>
    );
  }

  return (
    <Shell title={t('auth.title')} intro={t('auth.intro', { type: t(`types.${type}`), shop })} testId="offline-authentication">
      <form className="ofs-form ofs-box" onSubmit={(e) => void submit(e)} noValidate>
        <div className="ofs-field">
          <label htmlFor="ofs-email">{t('auth.email')}</label>
          <input id="ofs-email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} data-testid="offline-email" />
        </div>
        <div className="ofs-field">
          <label htmlFor="ofs-password">{t('auth.password')}</label>
          <input id="ofs-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} data-testid="offline-password" />
        </div>
        {failure && (
          <p className="ofs-error" role="alert" data-testid="offline-auth-error">
            {failure}
          </p>
        )}
        <div className="ofs-actions">
          <button className="ofs-btn" type="submit" disabled={authenticate.isPending} data-testid="offline-sign-in">
            {t('auth.submit')}
          </button>
          <Link className="ofs-btn ofs-btn--ghost" to={`/offline-store/berfuntong/login?type=${type}`}>
            {t('auth.back')}
          </Link>
        </div>
      </form>
    </Shell>
  );
}
