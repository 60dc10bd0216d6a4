import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { addressProblems, type AddressField } from '@store/domain/address-rules';
import { parseLang } from '@store/domain/lang';
import { formatPrice } from '@store/domain/money';
import { normalizeThaiId } from '@store/domain/thai-id';
import type { StudentVerification, VlearnOffer, VlearnPlaced } from '@store/domain/university';
import { AddressFields, type FieldClasses } from '@/components/address/address-fields';
import { usePlacePicker } from '@/components/address/use-place-picker';
import { OtpCodeForm } from '@/components/otp/otp-code-form';
import { useOtpStep, type OtpSent } from '@/components/otp/use-otp-step';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { sessionQueryOptions, useSession } from '@/lib/session';
import { thaiIdProblem } from '@/lib/thai-id-input';
import { useCheckStudent } from '../api/check-student';
import { useClaimVlearn } from '../api/claim-vlearn';
import { useConfirmStudent } from '../api/confirm-student';
import { getVerification } from '../api/get-verification';
import { useOffers } from '../api/get-offers';
import { useUniversities } from '../api/get-universities';
import { SignInPanel } from '../components/sign-in-panel';
import { UniversityPicker } from '../components/university-picker';
import '@/components/address/address.css';
import '../university.css';

const CLASSES: FieldClasses = { field: 'adr-field', grid: 'adr-form__grid', hint: 'adr-field__hint', error: 'adr-field__error' };

const KEPT = 'university:verification';
function readKept(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage.getItem(KEPT);
  } catch {
    return null;
  }
}
function keep(id: string | null) {
  try {
    if (id) window.sessionStorage.setItem(KEPT, id);
    else window.sessionStorage.removeItem(KEPT);
  } catch {
    // Storage off: the verification just does not survive a reload.
  }
}

interface Sent extends OtpSent {
  verificationId: string;
  mobile: string;
  body: { university_code: string; student_id: string; thai_id: string };
}

/**
 * /university/verify (spec 2; 7 GET /university, POST /register-campaign/vlearn): a signed-in
 * shopper chooses the university from a searchable list and gives the student ID and Thai ID
 * (checksum checked as typed); an OTP goes to the student's mobile on the registry; verified, the
 * student sees the vlearn offers and claims one (one per student), with the address bills go to.
 * Every refusal says why in the shopper's language.
 */
export function VerifyPage() {
  const { t } = useTranslation('university');
  const session = useQuery(sessionQueryOptions());
  const [verification, setVerification] = useState<StudentVerification | null>(null);
  const userId = session.data?.user?.user_id;
  // A verification made in this tab comes back after a reload (its id only; the server keeps it 30 minutes for this user).
  const kept = useQuery({
    queryKey: ['university', 'verification', userId, readKept()],
    queryFn: () => getVerification(readKept()!),
    enabled: !!userId && !!readKept(),
    retry: false,
    staleTime: 0,
  });
  useEffect(() => {
    if (kept.data && kept.data.state === 'verified' && Date.parse(kept.data.expires_at) > Date.now()) setVerification(kept.data);
    else if (kept.isError) keep(null);
  }, [kept.data, kept.isError]);
  const verified = (v: StudentVerification | null) => {
    keep(v?.id ?? null);
    setVerification(v);
  };
  return (
    <div className="page uni-page" data-testid="university-verify">
      <h1 className="uni-title">{t('title')}</h1>
      <p className="uni-intro">{t('intro')}</p>
      {session.isPending ? (
        <p className="uni-loading" role="status">
          {t('loading')}
        </p>
      ) : !session.data?.user ? (
        <SignInPanel />
      ) : verification ? (
        <Verified v={verification} restart={() => verified(null)} />
      ) : kept.isFetching ? (
        <p className="uni-loading" role="status">
          {t('loading')}
        </p>
      ) : (
        <CheckForm onVerified={verified} />
      )}
    </div>
  );
}

function CheckForm({ onVerified }: { onVerified: (v: StudentVerification) => void }) {
  const { t, i18n } = useTranslation('university');
  const lang = parseLang(i18n.language);
  const universities = useUniversities();
  const check = useCheckStudent();
  const confirm = useConfirmStudent();
  const [university, setUniversity] = useState('');
  const [studentId, setStudentId] = useState('');
  const [thaiId, setThaiId] = useState('');
  const [touched, setTouched] = useState(false);
  const [problems, setProblems] = useState<{ university?: string; student?: string }>({});
  const otp = useOtpStep<Sent>(t);
  const idProblem = thaiIdProblem(thaiId, touched);

  const send = (body: Sent['body']) =>
    otp.send(
      async () => {
        const r = await check.mutateAsync({ ...body, lang });
        return { verificationId: r.verification_id, requestId: r.request_id, resendAfter: r.resend_after, mobile: r.mobile_number, body };
      },
      (e) => {
        if (e instanceof ApiError && e.code === 'thai_id_invalid') setTouched(true);
        return false;
      },
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const found = {
      university: university ? undefined : t('errors.university_required'),
      student: /^[A-Za-z0-9-]{4,20}$/.test(studentId.trim()) ? undefined : t('errors.student_id_invalid'),
    };
    setProblems(found);
    const bad = found.university ? 'uni-university' : found.student ? 'uni-student-id' : thaiIdProblem(thaiId, true) ? 'uni-thai-id' : null;
    if (bad) return document.getElementById(bad)?.focus();
    await send({ university_code: university, student_id: studentId.trim(), thai_id: normalizeThaiId(thaiId) });
  };

  const submitCode = (event: FormEvent) =>
    otp.confirm(event, async (sent, code) => onVerified(await confirm.mutateAsync({ id: sent.verificationId, request_id: sent.requestId, code })));

  if (otp.sent) {
    const sent = otp.sent;
    return (
      <OtpCodeForm
        otp={otp}
        prefix="uni"
        testId="university-otp"
        texts={{
          title: t('otp.title'),
          sent: t('otp.sent', { mobile: sent.mobile }),
          label: t('otp.code'),
          confirm: t('otp.confirm'),
          checking: t('otp.checking'),
          resend: t('otp.resend'),
          resendIn: (seconds) => t('otp.resendIn', { seconds }),
          change: t('otp.change'),
        }}
        sandboxMobile={sent.mobile}
        confirming={confirm.isPending}
        sending={check.isPending}
        onSubmit={(e) => void submitCode(e)}
        onResend={() => void send(sent.body)}
      />
    );
  }

  return (
    <form className="uni-box uni-form" onSubmit={(e) => void submit(e)} noValidate data-testid="university-check">
      {universities.isError ? (
        <p className="uni-error uni-error--box" role="alert">
          {errorText(t, universities.error)}{' '}
          <button type="button" className="uni-link" onClick={() => void universities.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : !universities.data ? (
        <p className="uni-loading" role="status">
          {t('loading')}
        </p>
      ) : (
        <div id="uni-university" tabIndex={-1}>
          <UniversityPicker list={universities.data} value={university} onChange={setUniversity} error={problems.university ?? null} />
        </div>
      )}
      <div className="uni-field">
        <label htmlFor="uni-student-id">{t('verify.studentId')}</label>
        <input
          id="uni-student-id"
          autoComplete="off"
          maxLength={20}
          value={studentId}
          onChange={(e) => setStudentId(e.target.value)}
          aria-invalid={!!problems.student || undefined}
          aria-describedby={problems.student ? 'uni-student-id-error' : 'uni-student-id-hint'}
        />
        {problems.student ? (
          <p id="uni-student-id-error" className="uni-error" role="alert">
            {problems.student}
          </p>
        ) : (
          <p id="uni-student-id-hint" className="uni-hint">
            {t('verify.studentIdHint')}
          </p>
        )}
      </div>
      <div className="uni-field">
        <label htmlFor="uni-thai-id">{t('verify.thaiId')}</label>
        <input
          id="uni-thai-id"
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
          value={thaiId}
          onChange={(e) => setThaiId(e.target.value.replace(/[^\d\s-]/g, ''))}
          onBlur={() => thaiId && setTouched(true)}
          aria-invalid={!!idProblem || undefined}
          aria-describedby={idProblem ? 'uni-thai-id-error' : 'uni-thai-id-hint'}
        />
        {idProblem ? (
          <p id="uni-thai-id-error" className="uni-error" role="alert">
            {t(`errors.${idProblem}`)}
          </p>
        ) : (
          <p id="uni-thai-id-hint" className="uni-hint">
            {t('verify.thaiIdHint')}
          </p>
        )}
      </div>
      {otp.formError && (
        <p className="uni-error uni-error--box" role="alert" data-testid="university-check-error">
          {otp.formError}
        </p>
      )}
      <button type="submit" className="uni-btn" disabled={check.isPending}>
        {check.isPending ? t('verify.sending') : t('verify.sendOtp')}
      </button>
    </form>
  );
}

function Verified({ v, restart }: { v: StudentVerification; restart: () => void }) {
  const { t, i18n } = useTranslation('university');
  const lang = parseLang(i18n.language);
  const [placed, setPlaced] = useState<VlearnPlaced | null>(null);
  return (
    <>
      <section className="uni-box uni-student" data-testid="university-student" aria-labelledby="uni-student-title">
        <h2 id="uni-student-title" className="uni-subtitle">
          {t('student.verified')}
        </h2>
        <p>
          <strong>{v.student_name}</strong> · {v.university.name[lang]}
        </p>
        <p className="uni-muted">{t('student.facts', { id: v.student_id, mobile: v.mobile_number })}</p>
      </section>
      {placed ? (
        <section className="uni-box uni-success" role="status" data-testid="university-claimed">
          <h2 className="uni-subtitle">{t('claim.done')}</h2>
          <p>{t('claim.doneText', { order: placed.order_number })}</p>
          <p className="uni-actions">
            <Link className="uni-btn uni-btn--ghost" to={`/profile/tracking/${encodeURIComponent(placed.order_number)}`}>
              {t('claim.track')}
            </Link>
          </p>
        </section>
      ) : v.claim ? (
        <section className="uni-box uni-refused" role="alert" data-testid="university-already-claimed">
          <h2 className="uni-subtitle">{t('claim.alreadyTitle')}</h2>
          <p>{t('claim.alreadyText', { order: v.claim.order_number })}</p>
          <button type="button" className="uni-link" onClick={restart}>
            {t('claim.another')}
          </button>
        </section>
      ) : (
        <ClaimForm v={v} onPlaced={setPlaced} />
      )}
    </>
  );
}

function OfferCard({ offer, chosen, onChoose }: { offer: VlearnOffer; chosen: boolean; onChoose: () => void }) {
  const { t, i18n } = useTranslation('university');
  const lang = parseLang(i18n.language);
  return (
    <label className={`uni-offer${chosen ? ' is-chosen' : ''}`} data-testid="vlearn-offer">
      <input type="radio" name="vlearn-offer" checked={chosen} onChange={onChoose} />
      <span className="uni-offer__body">
        <strong className="uni-offer__name">{offer.name[lang]}</strong>
        <span className="uni-offer__price">
          {t('offer.perMonth', { price: formatPrice(offer.monthly_price) })} <s>{t('offer.normal', { price: formatPrice(offer.normal_price) })}</s>
        </span>
        <span className="uni-muted">{offer.description[lang]}</span>
        <span className="uni-muted">{t('offer.contract', { months: offer.contract_months })}</span>
      </span>
    </label>
  );
}

function ClaimForm({ v, onPlaced }: { v: StudentVerification; onPlaced: (p: VlearnPlaced) => void }) {
  const { t } = useTranslation('university');
  const offers = useOffers();
  const claim = useClaimVlearn();
  const { user } = useSession();
  const [offerId, setOfferId] = useState('');
  const [name, setName] = useState(user?.display_name ?? '');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [line, setLine] = useState('');
  const [problems, setProblems] = useState<Partial<Record<AddressField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const picker = usePlacePicker({ postcode: '', provinceId: null, districtId: null, subdistrictId: null });
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!offerId) return setError(t('errors.offer_required'));
    const found = addressProblems({ recipient_name: name, phone, address_line: line, subdistrict_id: picker.value.subdistrictId });
    setProblems(found);
    const first = (['recipient_name', 'phone', 'address_line', 'subdistrict_id'] as const).find((f) => found[f]);
    if (first) return document.getElementById(`uni-adr-${first}`)?.focus();
    const subdistrict = picker.options.subdistricts.find((s) => s.id === picker.value.subdistrictId);
    if (!subdistrict) return setProblems({ subdistrict_id: 'subdistrict_required' });
    const body = {
      verification_id: v.id,
      offer_id: offerId,
      billing_address: { name: name.trim(), phone, line1: line.trim(), subdistrict_id: subdistrict.id, postcode: subdistrict.postcode ?? picker.value.postcode },
    };
    const fingerprint = JSON.stringify(body);
    // A retry of the same claim reuses its key: the server answers the same order, never a second one.
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { key: crypto.randomUUID(), fingerprint };
    try {
      onPlaced(await claim.mutateAsync({ key: attempt.current.key, body }));
    } catch (e) {
      if (e instanceof ApiError && e.code === 'idempotency_key_reused') attempt.current = null;
      setError(errorText(t, e));
    }
  };

  return (
    <form className="uni-box uni-claim" onSubmit={(e) => void submit(e)} noValidate data-testid="university-claim">
      <h2 className="uni-subtitle">{t('claim.title')}</h2>
      <p className="uni-note">{t('claim.intro')}</p>
      {offers.isError ? (
        <p className="uni-error" role="alert">
          {errorText(t, offers.error)}
        </p>
      ) : !offers.data ? (
        <p className="uni-loading" role="status">
          {t('loading')}
        </p>
      ) : (
        <div className="uni-offers" role="radiogroup" aria-label={t('claim.offers')}>
          {offers.data.map((o) => (
            <OfferCard key={o.id} offer={o} chosen={offerId === o.id} onChoose={() => setOfferId(o.id)} />
          ))}
        </div>
      )}
      <h3 className="uni-subtitle uni-subtitle--small">{t('claim.billing')}</h3>
      <AddressFields
        idPrefix="uni-adr"
        classes={CLASSES}
        values={{ recipient_name: name, phone, address_line: line }}
        onChange={(field, value) => (field === 'recipient_name' ? setName(value) : field === 'phone' ? setPhone(value) : setLine(value))}
        picker={picker}
        problems={problems}
      />
      {error && (
        <p className="uni-error uni-error--box" role="alert" data-testid="university-claim-error">
          {error}
        </p>
      )}
      <p className="uni-actions">
        <button type="submit" className="uni-btn" disabled={claim.isPending}>
          {claim.isPending ? t('claim.sending') : t('claim.submit')}
        </button>
      </p>
    </form>
  );
}
