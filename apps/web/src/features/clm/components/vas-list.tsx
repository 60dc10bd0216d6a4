import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClmVas, ClmVasList } from '@store/domain/clm';
import { useDate, useLang, useMoney } from './shell';

/**
 * The add-ons of a line or account: monthly price and what each includes, the subscribed ones marked;
 * add or remove after a confirm step (`onChange`), or nothing to change on the preview.
 */
export function VasList({
  list,
  onChange,
  busy,
  error,
}: {
  list: ClmVasList;
  onChange?: (item: ClmVas, action: 'add' | 'remove') => Promise<boolean>;
  busy?: boolean;
  error?: string | null;
}) {
  const { t } = useTranslation('clm');
  const lang = useLang();
  const money = useMoney();
  const date = useDate();
  const [asking, setAsking] = useState<{ item: ClmVas; action: 'add' | 'remove' } | null>(null);
  return (
    <section aria-labelledby="clm-vas-title">
      <div className="clm-box clm-vas-head">
        <p>
          <span>{t(list.service === 'tol' ? 'vas.account' : 'vas.number')}</span> <strong data-testid="clm-vas-target">{list.target}</strong>
        </p>
        <p className="clm-muted">{list.package[lang]}</p>
      </div>
      <h2 id="clm-vas-title" className="clm-subtitle">
        {t('vas.title')}
      </h2>
      {error && (
        <p className="clm-error clm-error--box" role="alert" data-testid="clm-vas-error">
          {error}
        </p>
      )}
      <ul className="clm-packages" data-testid="clm-vas-list">
        {list.items.map((item) => (
          <li key={item.code} className={`clm-package${item.subscribed ? ' is-on' : ''}`} data-testid={`clm-vas-${item.code}`}>
            <h3 className="clm-package__name">{item.title[lang]}</h3>
            <p className="clm-price">
              <strong>{money.monthly(item.monthly_price)}</strong>
            </p>
            <ul className="clm-benefits">
              {item.includes.map((b) => (
                <li key={b.en}>{b[lang]}</li>
              ))}
            </ul>
            {item.subscribed && (
              <p className="clm-on" data-testid="clm-vas-on">
                {item.subscribed_at ? t('vas.onSince', { date: date(item.subscribed_at) }) : t('vas.on')}
              </p>
            )}
            {onChange &&
              (asking?.item.code === item.code ? (
                <div className="clm-confirm" role="group" aria-label={t('vas.confirmTitle')}>
                  <p>{t(asking.action === 'add' ? 'vas.confirmAdd' : 'vas.confirmRemove', { name: item.title[lang], price: money.monthly(item.monthly_price) })}</p>
                  <p className="clm-actions">
                    <button
                      type="button"
                      className="clm-btn"
                      disabled={busy}
                      onClick={() => void onChange(item, asking.action).then((ok) => ok && setAsking(null))}
                      data-testid="clm-vas-confirm"
                    >
                      {busy ? t('vas.working') : t('vas.yes')}
                    </button>
                    <button type="button" className="clm-btn clm-btn--ghost" onClick={() => setAsking(null)}>
                      {t('vas.no')}
                    </button>
                  </p>
                </div>
              ) : (
                <button
                  type="button"
                  className={`clm-btn${item.subscribed ? ' clm-btn--ghost' : ''}`}
                  onClick={() => setAsking({ item, action: item.subscribed ? 'remove' : 'add' })}
                  data-testid={item.subscribed ? 'clm-vas-remove' : 'clm-vas-add'}
                >
                  {t(item.subscribed ? 'vas.remove' : 'vas.add')}
                </button>
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
