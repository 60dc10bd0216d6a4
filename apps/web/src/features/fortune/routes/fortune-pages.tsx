import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { StoreConfig } from '@store/domain/config';
import type { SwbGroup } from '@store/domain/fortune-flows';
import { formatPrice } from '@store/domain/money';
import { parseLang } from '@store/domain/lang';
import type { NumberHold } from '@store/domain/number-search';
import { ApiError } from '@/lib/api-client';
import { basePath } from '@/lib/boot';
import { errorText } from '@/lib/error-text';
import { saveHold } from '@/lib/number-holds';
import { authUrl, sessionQueryOptions } from '@/lib/session';
import { FORTUNE_STORAGE_KEYS } from '@/lib/fortune-storage-keys';
import { storage } from '@/lib/storage';
import { useConfig } from '@/lib/use-config';
import { usePlan, usePostpaidPlans } from '../api/get-packages';
import { useRedeemSwb } from '../api/redeem-swb';
import { BirthForm } from '../components/birth-form';
import { FortuneResults } from '../components/fortune-results';
import { FormSummary, HeldPanel, HowItWorks, Journey } from '../components/journey';
import { PlanPicker } from '../components/plan-picker';
import { ToggleGate } from '../components/toggle-gate';
import { readForm, saveForm, type FortuneForm } from '../fortune-form';
import '../fortune.css';

/*
 * The fortune pages (spec 2): all in one lazy chunk, each behind its toggle. Birth data is kept in
 * the browser (fortune-form.ts) and sent in request bodies only; the routes carry plan ids and
 * numbers, never a birth date.
 */

const berfuntongOn = (c: StoreConfig) => c.berfuntong.toggle;
const zodiacOn = (c: StoreConfig) => c.zodiac.toggle && c.berfuntong_zodiac.toggle;
const vhoraGodOn = (c: StoreConfig) => c.vhora_god.toggle;
const mahachokOn = (c: StoreConfig) => c.vhora_mahachoke.toggle;

/** Plans for a number held from the berfuntong or zodiac list (config berfuntong.nas_codes), each to its verify page. */
function PlansFor({ hold, verifyBase }: { hold: NumberHold; verifyBase: string }) {
  const { t } = useTranslation('fortune');
  const config = useConfig();
  return (
    <>
      <h3 className="ftn-subtitle">{t('choose.pickPlan', { number: hold.display })}</h3>
      <PlanPicker nasCodes={config.berfuntong.nas_codes} to={(plan) => `${verifyBase}/${plan.id}/${hold.number}`} />
    </>
  );
}

/** /online-store/berfuntong: how the ranking works and the birth form, then the list page. */
export function BerfuntongPage() {
  return (
    <ToggleGate on={berfuntongOn}>
      <BerfuntongHome />
    </ToggleGate>
  );
}

function BerfuntongHome() {
  const { t } = useTranslation('fortune');
  const navigate = useNavigate();
  const [initial] = useState(() => readForm('berfuntong'));
  return (
    <div className="page ftn-page">
      <h1 className="ftn-title">{t('berfuntong.title')}</h1>
      <p className="ftn-intro">{t('berfuntong.intro')}</p>
      <HowItWorks />
      <BirthForm
        initial={initial}
        onSubmit={(form) => {
          saveForm('berfuntong', form);
          navigate('/online-store/berfuntong/select');
        }}
      />
    </div>
  );
}

/** /online-store/berfuntong/select: the list for the kept form (none: back to the form), then the plans for the held number. */
export function BerfuntongSelectPage() {
  return (
    <ToggleGate on={berfuntongOn}>
      <BerfuntongSelect />
    </ToggleGate>
  );
}

function BerfuntongSelect() {
  const { t } = useTranslation('fortune');
  const navigate = useNavigate();
  const [form] = useState<FortuneForm | null>(() => readForm('berfuntong'));
  const [held, setHeld] = useState<NumberHold | null>(null);
  if (!form) return <Navigate to="/online-store/berfuntong" replace />;
  return (
    <div className="page ftn-page">
      <h1 className="ftn-title">{t('berfuntong.title')}</h1>
      <FormSummary form={form} onEdit={() => navigate('/online-store/berfuntong')} />
      {held && (
        <HeldPanel hold={held} form={form}>
          <PlansFor hold={held} verifyBase="/online-store/berfuntong" />
        </HeldPanel>
      )}
      <FortuneResults campaign="berfuntong" form={form} onHeld={setHeld} />
    </div>
  );
}

/** /online-store/berfuntong-zodiac: the sign (that of the birth date first), the birth form, the list among the sign's numbers, the plans. */
export function ZodiacPage() {
  return (
    <ToggleGate on={zodiacOn}>
      <Zodiac />
    </ToggleGate>
  );
}

function Zodiac() {
  const { t } = useTranslation('fortune');
  return (
    <div className="page ftn-page">
      <h1 className="ftn-title">{t('zodiac.title')}</h1>
      <p className="ftn-intro">{t('zodiac.intro')}</p>
      <Journey campaign="zodiac" withZodiac onHeld={() => undefined} afterHold={(hold) => <PlansFor hold={hold} verifyBase="/online-store/berfuntong-zodiac" />} />
    </div>
  );
}

/** /online-store/postpaid/vhora-god/:id and presale-vhora-god/:id: the plan, sold only with a number of the top grade for the shopper. */
export function VhoraGodPage() {
  return (
    <ToggleGate on={vhoraGodOn}>
      <VhoraGod presale={false} />
    </ToggleGate>
  );
}

export function PresaleVhoraGodPage() {
  return (
    <ToggleGate on={vhoraGodOn}>
      <VhoraGod presale />
    </ToggleGate>
  );
}

function VhoraGod({ presale }: { presale: boolean }) {
  const { t, i18n } = useTranslation('fortune');
  const lang = parseLang(i18n.language);
  const navigate = useNavigate();
  const { id } = useParams();
  const plan = usePlan(Number(id));
  if (plan.isError || (plan.data && plan.data.status !== 'active'))
    return (
      <div className="page ftn-page">
        <p className="ftn-error" role="alert">
          {t('vhora.planMissing')}
        </p>
        <Link to="/packages">{t('swb.toStore')}</Link>
      </div>
    );
  if (!plan.data)
    return (
      <div className="page ftn-page">
        <p role="status">{t('loading')}</p>
      </div>
    );
  const p = plan.data;
  return (
    <div className="page ftn-page">
      <div className="ftn-hero">
        <img src={`${basePath()}${p.image.mobile}?lang=${lang}`} alt="" width={400} height={400} />
        <div>
          <h1 className="ftn-title">{t('vhora.title', { plan: p.name[lang] })}</h1>
          <p className="ftn-intro">{t('vhora.intro')}</p>
          <p className="ftn-intro">{t('mahachok.plan', { plan: p.name[lang], price: formatPrice(p.baseline) })}</p>
          {presale && (
            <p className="ftn-presale" data-testid="presale-note">
              {t('vhora.presale')}
            </p>
          )}
        </div>
      </div>
      <Journey
        campaign={presale ? 'presale-vhora-god' : 'vhora-god'}
        packageId={p.id}
        onHeld={(hold) => navigate(`/online-store/postpaid/vhora-god/${p.id}/${encodeURIComponent(p.nas_code)}/${hold.number}`)}
      />
    </div>
  );
}

/** /online-store/berfuntong-mahachok: the mahachok plan (config vhora_mahachoke.product_id) and its ranked numbers. */
export function MahachokPage() {
  return (
    <ToggleGate on={mahachokOn}>
      <Mahachok />
    </ToggleGate>
  );
}

function Mahachok() {
  const { t, i18n } = useTranslation('fortune');
  const lang = parseLang(i18n.language);
  const navigate = useNavigate();
  const nas = useConfig().vhora_mahachoke.product_id;
  const plans = usePostpaidPlans();
  const plan = plans.data?.find((p) => p.nas_code === nas);
  return (
    <div className="page ftn-page">
      <h1 className="ftn-title">{t('mahachok.title')}</h1>
      <p className="ftn-intro">{t('mahachok.intro')}</p>
      {!plans.data ? (
        <p role="status">{plans.isError ? t('failed') : t('loading')}</p>
      ) : !plan ? (
        <p className="ftn-error" role="alert">
          {t('mahachok.planMissing')}
        </p>
      ) : (
        <>
          <p className="ftn-box" data-testid="mahachok-plan">
            {t('mahachok.plan', { plan: plan.name[lang], price: formatPrice(plan.baseline) })}
          </p>
          <Journey
            campaign="mahachok"
            packageId={plan.id}
            onHeld={(hold) => navigate(`/online-store/berfuntong-mahachok/${plan.id}/${encodeURIComponent(plan.nas_code)}/${hold.number}`)}
          />
        </>
      )}
    </div>
  );
}

/**
 * /online-store/swb/:group/:encrypt: an astrologer partner's link. A guest is asked to sign in
 * (back to the same link); a shopper's token is opened once (POST /fortune/swb/:group), its number
 * held and kept for the timer (spec 3 swb-mobile, swb-timestamp), then the verify page. A broken or
 * expired link says so; the other refusals go where spec 6 says.
 */
export function SwbPage() {
  const { t } = useTranslation('fortune');
  const { group = '', encrypt = '' } = useParams();
  const navigate = useNavigate();
  const session = useQuery(sessionQueryOptions());
  const redeem = useRedeemSwb();
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const signedIn = !!session.data?.user;

  useEffect(() => {
    if (!signedIn || started.current) return;
    // Once per page, also under React's doubled effects in development (the server answers the same token the same way anyway).
    started.current = true;
    redeem.mutate(
      { group: group as SwbGroup, token: encrypt },
      {
        onSuccess: (r) => {
          saveHold({ number: r.hold.number, hold_id: r.hold.hold_id, expires_at: r.hold.expires_at, flow: 'swb', package_id: r.package_id });
          storage.set(FORTUNE_STORAGE_KEYS.swbMobile, r.hold.number);
          storage.set(FORTUNE_STORAGE_KEYS.swbTimestamp, r.hold.expires_at);
          navigate(r.verify_path, { replace: true });
        },
        onError: (e) => {
          const code = e instanceof ApiError ? e.code : '';
          if (code === 'swb_off') return navigate('/', { replace: true });
          if (code === 'swb_number_not_found') return navigate('/online-store/error', { replace: true, state: { reason: code } });
          if (code === 'swb_group_not_listed') {
            const to = (e as ApiError).details as { redirect_to?: unknown } | undefined;
            const target = typeof to?.redirect_to === 'string' ? to.redirect_to : '/online-store';
            if (/^https?:\/\//.test(target)) return window.location.assign(target);
            return navigate(target.startsWith('/') ? target : '/online-store', { replace: true });
          }
          setFailure(errorText(t, e));
        },
      },
    );
  }, [signedIn, group, encrypt, redeem, navigate, t]);

  if (session.isPending || (signedIn && !failure))
    return (
      <div className="page ftn-page ftn-center">
        <p role="status">{t('swb.opening')}</p>
      </div>
    );
  if (!signedIn) {
    const back = `/online-store/swb/${encodeURIComponent(group)}/${encodeURIComponent(encrypt)}`;
    return (
      <div className="page ftn-page ftn-center">
        <h1 className="ftn-title">{t('swb.signInTitle')}</h1>
        <p className="ftn-intro">{t('swb.signInText')}</p>
        <p className="ftn-actions">
          <a className="ftn-btn" href={authUrl('login', back)}>
            {t('choose.login')}
          </a>
          <a className="ftn-btn ftn-btn--ghost" href={authUrl('signup', back)}>
            {t('choose.signup')}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="page ftn-page ftn-center" data-testid="swb-refused">
      <h1 className="ftn-title">{t('swb.failedTitle')}</h1>
      <p className="ftn-error" role="alert">
        {failure}
      </p>
      <p className="ftn-actions">
        <Link className="ftn-btn" to="/online-store">
          {t('swb.toStore')}
        </Link>
      </p>
    </div>
  );
}

/** /online-store/error: the item-result error page (spec 8: an SWB number that is not found), with the reason when known. */
export function ItemErrorPage() {
  const { t } = useTranslation('fortune');
  const reason = (useLocation().state as { reason?: string } | null)?.reason;
  return (
    <div className="page ftn-page ftn-center" data-testid="item-error">
      <h1 className="ftn-title">{t('itemError.title')}</h1>
      <p className="ftn-intro">{reason === 'swb_number_not_found' ? t('itemError.swb_number_not_found') : t('itemError.text')}</p>
      <p className="ftn-actions">
        <Link className="ftn-btn" to="/online-store">
          {t('itemError.toStore')}
        </Link>
        <Link className="ftn-btn ftn-btn--ghost" to="/">
          {t('itemError.home')}
        </Link>
      </p>
    </div>
  );
}

/** The pages by route name (features/fortune/routes.tsx). */
export const PAGES = {
  'online-store-berfuntong': BerfuntongPage,
  'online-store-berfuntong-select': BerfuntongSelectPage,
  'online-store-berfuntong-zodiac': ZodiacPage,
  'online-store-vhora-god': VhoraGodPage,
  'online-store-presale-vhora-god': PresaleVhoraGodPage,
  'online-store-mahachok': MahachokPage,
  'online-store-swb': SwbPage,
  'online-store-error': ItemErrorPage,
};
