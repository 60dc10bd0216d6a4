import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { MNP_VERIFY_MODE_SLUGS as DOMAIN_SLUGS, MnpOffer } from '@store/domain/mnp';
import { useOffers } from '../api/get-offers';
import { NotFound } from '../components/not-found';
import { OrderStep } from '../components/order-step';
import { Loading, PageShell } from '../components/page-shell';
import { PlanPicker } from '../components/plan-picker';
import { VerifyFlow, type ConfirmProps } from '../components/verify-flow';
import { Questions } from '../components/questions';
import '../mnp.css';

/** The `:id` of the address (@store/domain/mnp MNP_VERIFY_MODE_SLUGS; a copy here keeps zod out of the chunk, checked against it). */
const MNP_VERIFY_MODE_SLUGS = { 'one-step': 'one_step', 'two-step': 'two_step' } as const satisfies typeof DOMAIN_SLUGS;
type Slug = keyof typeof MNP_VERIFY_MODE_SLUGS;
const isSlug = (id: string): id is Slug => Object.hasOwn(MNP_VERIFY_MODE_SLUGS, id);

/**
 * /mnp/verify/:id/:code (route mnp-verify): a SIM-only porting, `:id` one-step (the PIN now, the
 * request goes in once paid) or two-step (the SIM first; the PIN and the request at activation), `:code`
 * the plan's NAS code, preselected (another plan of the journey can be chosen). Any other `:id` is not
 * a page.
 */
export function VerifyPage() {
  const { t } = useTranslation('mnp');
  const { id = '', code = '' } = useParams();
  if (!isSlug(id)) {
    return (
      <PageShell title={t('notFound.title')} testId="mnp-verify">
        <NotFound />
      </PageShell>
    );
  }
  const mode = MNP_VERIFY_MODE_SLUGS[id];
  return (
    <PageShell title={t(`verify.title.${mode}`)} intro={t(`verify.intro.${mode}`)} testId="mnp-verify">
      <VerifyFlow key={mode} mode={mode} confirm={(props) => <PlanConfirm {...props} code={code} />} />
      <Questions />
    </PageShell>
  );
}

function PlanConfirm({ code, ...props }: ConfirmProps & { code: string }) {
  const { t } = useTranslation('mnp');
  const offers = useOffers();
  const mode = props.v.mode === 'two_step' ? 'two_step' : 'one_step';
  const open = (offers.data ?? []).filter((o: MnpOffer) => o.modes.includes(mode));
  const [chosen, setChosen] = useState<string | null>(null);
  if (offers.isError) return <NotFound error={offers.error} />;
  if (!offers.data) return <Loading text={t('loading')} />;
  const preselected = open.some((o) => o.nas_code === code) ? code : null;
  const nas = chosen ?? preselected;
  return (
    <>
      {!preselected && code && (
        <p className="mnp-notice" role="status" data-testid="mnp-plan-notice">
          {t('plan.notOffered')}
        </p>
      )}
      {open.length ? <PlanPicker offers={open} value={nas} onChange={setChosen} /> : <NotFound title={t('plan.none')} />}
      <OrderStep {...props} nasCode={nas} />
    </>
  );
}
