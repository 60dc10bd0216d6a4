import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pickText, parseLang } from '@store/domain/lang';
import { errorKeys } from '@/lib/error-code';
import { useLogin } from '../api/login';
import { useValidateShopCode } from '../api/validate-shop-code';
import '../sale.css';

/**
 * /sale/login (route sale-login): the seller signs in at their shop: the shop code is checked first
 * (validate-shop-code shows the shop's name), then e-mail and password (POST /v2/sale/login).
 */
export function SaleLoginPage() {
  const { t, i18n } = useTranslation('sale');
  const lang = parseLang(i18n.language);
  const navigate = useNavigate();
  const [shopCode, setShopCode] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const shop = useValidateShopCode();
  const login = useLogin();

  const checkShop = () => {
    if (shopCode.trim()) shop.mutate(shopCode.trim());
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate({ email: email.trim(), password, shop_code: shopCode.trim() }, { onSuccess: () => void navigate('/sale') });
  };

  return (
    <div className="page sl sl--narrow" data-testid="sale-login">
      <h1 className="sl__title">{t('login.title')}</h1>
      <p className="sl-note">{t('login.intro')}</p>
      <form className="sl-box" onSubmit={submit} noValidate>
        <div className="sl-field">
          <label htmlFor="sl-shop">{t('login.shopCode')}</label>
          <input
            id="sl-shop"
            value={shopCode}
            onChange={(e) => setShopCode(e.target.value)}
            onBlur={checkShop}
            autoCapitalize="characters"
            autoComplete="off"
            required
            aria-describedby="sl-shop-result"
          />
          <p id="sl-shop-result" className={shop.isError ? 'sl-field__error' : 'sl-field__hint'} role="status" data-testid="shop-result">
            {shop.isError ? t(errorKeys(shop.error)) : shop.data ? t('login.shopFound', { shop: pickText(shop.data.shop.name, lang) }) : t('login.shopHint')}
          </p>
        </div>
        <div className="sl-field">
          <label htmlFor="sl-email">{t('login.email')}</label>
          <input id="sl-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="username" required />
        </div>
        <div className="sl-field">
          <label htmlFor="sl-password">{t('login.password')}</label>
          <input id="sl-password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required />
        </div>
        <p className="sl-field__error" role="alert" data-testid="login-error">
          {login.isError ? t(errorKeys(login.error)) : ''}
        </p>
        <button type="submit" className="sl-btn sl-btn--primary sl-btn--wide" disabled={login.isPending || !shopCode.trim() || !email.trim() || !password}>
          {t('login.submit')}
        </button>
      </form>
    </div>
  );
}
