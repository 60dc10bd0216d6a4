import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { parseLang } from '@store/domain/lang';
import { normalizeThaiMobile, THAI_MOBILE_RE } from '@store/domain/phone';
import { maskThaiId, normalizeThaiId } from '@store/domain/thai-id';
import { errorText } from '@/lib/error-text';
import { thaiIdProblem } from '@/lib/thai-id-input';
import { useRequestPin, useSandboxNumbers } from '../api/sandbox';
import { Loading, PageShell } from '../components/page-shell';
import { SecretInput } from '../components/secret-input';
import '../mnp.css';

/**
 * /mnp/pin (route mnp-sandbox-pin, sandbox only): stands for dialling *151*<ID># at the current
 * operator. The number and the holder's ID ask the clearinghouse sandbox for a porting PIN, which
 * goes by SMS to that number (the sandbox SMS inbox shows it; the PIN is never on this page). Lists
 * the other operators' seeded test numbers and what each is for. Says so when the sandbox is off.
 */
export function PinPage() {
  const { t } = useTranslation('mnp');
  const numbers = useSandboxNumbers();
  const [mobile, setMobile] = useState('');
  return (
    <PageShell title={t('sandbox.title')} intro={t('sandbox.intro')} testId="mnp-sandbox-pin">
      {numbers.isPending ? (
        <Loading text={t('loading')} />
      ) : numbers.data === null ? (
        <p className="mnp-notice" role="status" data-testid="mnp-sandbox-off">
          {t('sandbox.off')}
        </p>
      ) : (
        <>
          <PinRequestForm mobile={mobile} setMobile={setMobile} />
          {numbers.data && <TestNumbers numbers={numbers.data} onPick={setMobile} />}
        </>
      )}
    </PageShell>
  );
}

function PinRequestForm({ mobile, setMobile }: { mobile: string; setMobile: (m: string) => void }) {
  const { t, i18n } = useTranslation('mnp');
  const lang = parseLang(i18n.language);
  const request = useRequestPin();
  const [thaiId, setThaiId] = useState('');
  const [testId, setTestId] = useState<string | null>(null);
  const [problems, setProblems] = useState<{ mobile?: string; id?: string }>({});

  // The seeded numbers' holder ID (README), loaded only here: its module brings the schemas along.
  useEffect(() => {
    let live = true;
    void import('@store/domain/porting').then((m) => live && setTestId(m.SANDBOX_PORTING_HOLDER_ID));
    return () => {
      live = false;
    };
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = normalizeThaiMobile(mobile);
    const found = {
      mobile: THAI_MOBILE_RE.test(number) ? undefined : t('errors.mobile_invalid'),
      id: thaiIdProblem(thaiId, true) ? t(`errors.${thaiIdProblem(thaiId, true)}`) : undefined,
    };
    setProblems(found);
    if (found.mobile || found.id) return document.getElementById(found.mobile ? 'mnp-sb-mobile' : 'mnp-sb-id')?.focus();
    request.mutate({ mobile_number: number, thai_id: normalizeThaiId(thaiId), lang });
  };

  return (
    <form className="mnp-box mnp-form" onSubmit={submit} noValidate data-testid="mnp-sandbox-form">
      <div className="mnp-field">
        <label htmlFor="mnp-sb-mobile">{t('sandbox.mobile')}</label>
        <input
          id="mnp-sb-mobile"
          type="tel"
          inputMode="numeric"
          maxLength={10}
          value={mobile}
          onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
          aria-invalid={!!problems.mobile || undefined}
          aria-describedby={problems.mobile ? 'mnp-sb-mobile-error' : undefined}
        />
        {problems.mobile && (
          <p id="mnp-sb-mobile-error" className="mnp-error" role="alert">
            {problems.mobile}
          </p>
        )}
      </div>
      <div className="mnp-field">
        <label htmlFor="mnp-sb-id">{t('sandbox.thaiId')}</label>
        <SecretInput
          id="mnp-sb-id"
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
          value={thaiId}
          masked={maskThaiId}
          onChange={(v) => setThaiId(v.replace(/[^\d\s-]/g, ''))}
          aria-invalid={!!problems.id || undefined}
          aria-describedby={problems.id ? 'mnp-sb-id-error' : 'mnp-sb-id-hint'}
        />
        {problems.id ? (
          <p id="mnp-sb-id-error" className="mnp-error" role="alert">
            {problems.id}
          </p>
        ) : (
          <p id="mnp-sb-id-hint" className="mnp-hint">
            {testId ? (
              <>
                {t('sandbox.testIdLead')}{' '}
                <button type="button" className="mnp-link" onClick={() => setThaiId(testId)} data-testid="mnp-sandbox-use-test-id">
                  {t('sandbox.testIdUse', { id: testId })}
                </button>
              </>
            ) : (
              t('check.thaiIdHint')
            )}
          </p>
        )}
      </div>
      {request.isError && (
        <p className="mnp-error mnp-error--box" role="alert" data-testid="mnp-sandbox-error">
          {errorText(t, request.error)}
        </p>
      )}
      {request.isSuccess && (
        <p className="mnp-notice" role="status" data-testid="mnp-sandbox-sent">
          {t('sandbox.sent', { mobile: request.data.mobile_number })}{' '}
          <Link to={`/dev/sms-inbox?to=${normalizeThaiMobile(mobile)}`} target="_blank" rel="noopener">
            {t('sandbox.inbox')}
          </Link>
        </p>
      )}
      <button type="submit" className="mnp-btn" disabled={request.isPending}>
        {request.isPending ? t('check.sending') : t('sandbox.submit')}
      </button>
    </form>
  );
}

type Numbers = NonNullable<ReturnType<typeof useSandboxNumbers>['data']>;

/** The test numbers grouped by what they are for (operator, type, notes), each number a button that fills the form; a moved or porting number says so. */
function TestNumbers({ numbers, onPick }: { numbers: Numbers; onPick: (m: string) => void }) {
  const { t, i18n } = useTranslation('mnp');
  const lang = parseLang(i18n.language);
  const groups = new Map<string, Numbers>();
  for (const n of numbers) {
    const key = `${n.donor}|${n.type}|${n.notes.en}`;
    groups.set(key, [...(groups.get(key) ?? []), n]);
  }
  return (
    <section className="mnp-box" aria-labelledby="mnp-sb-numbers" data-testid="mnp-sandbox-numbers">
      <h2 id="mnp-sb-numbers" className="mnp-subtitle">
        {t('sandbox.numbers')}
      </h2>
      <div className="mnp-table-wrap">
        <table className="mnp-table">
          <thead>
            <tr>
              <th scope="col">{t('sandbox.col.for')}</th>
              <th scope="col">{t('sandbox.col.operator')}</th>
              <th scope="col">{t('sandbox.col.number')}</th>
            </tr>
          </thead>
          <tbody>
            {[...groups.values()].map((group) => (
              <tr key={group[0].mobile_number}>
                <td>{group[0].notes[lang]}</td>
                <td>
                  {group[0].donor.toUpperCase()} · {t(`number.type.${group[0].type}`)}
                </td>
                <td>
                  <ul className="mnp-chips">
                    {group.map((n) => (
                      <li key={n.mobile_number}>
                        <button
                          type="button"
                          className={`mnp-chip mnp-chip--${n.state}`}
                          onClick={() => onPick(n.mobile_number)}
                          aria-label={`${t('sandbox.use', { number: n.mobile_number })} (${t(`sandbox.state.${n.state}`)})`}
                          title={t(`sandbox.state.${n.state}`)}
                        >
                          {n.mobile_number}
                        </button>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mnp-note">
        <span className="mnp-chip mnp-chip--porting">{t('sandbox.state.porting')}</span> <span className="mnp-chip mnp-chip--ported_out">{t('sandbox.state.ported_out')}</span>
      </p>
    </section>
  );
}
