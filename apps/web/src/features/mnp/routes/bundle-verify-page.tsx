import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { MnpBundle } from '@store/domain/mnp';
import { useAutoBundle, useBundle } from '../api/get-bundle';
import { BundleSummary } from '../components/bundle-summary';
import { NotFound } from '../components/not-found';
import { OrderStep } from '../components/order-step';
import { Loading, PageShell } from '../components/page-shell';
import { TempNumberNote } from '../components/temp-number-note';
import { VerifyFlow, type ConfirmProps } from '../components/verify-flow';
import '../mnp.css';

const positive = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : 0);

/** /mnp-bundle/verify/:id/:inventory/:bundle (route mnp-bundle-verify): the verify steps of a device bundle (product, variant, bundle), the plan fixed by the bundle. */
export function BundleVerifyPage() {
  const { t } = useTranslation('mnp');
  const { id, inventory, bundle: bundleId = '' } = useParams();
  const bundle = useBundle(bundleId, positive(id), positive(inventory) || undefined);
  return (
    <PageShell title={t('verify.title.bundle')} intro={t('verify.intro.bundle')} testId="mnp-verify">
      {bundle.isError ? (
        <NotFound error={bundle.error} />
      ) : !bundle.data ? (
        <Loading text={t('loading')} />
      ) : (
        <VerifyFlow mode="bundle" confirm={(props) => <BundleConfirm {...props} bundle={bundle.data} />} />
      )}
    </PageShell>
  );
}

/** /mnp-auto/verify/:id/:nas_code/:bundle_id (route mnp-auto-verify): the verify steps of an auto bundle (the device's bundle chosen from the plan's NAS code). */
export function AutoVerifyPage() {
  const { t } = useTranslation('mnp');
  const { id, nas_code: nas = '' } = useParams();
  const bundle = useAutoBundle(positive(id), nas);
  return (
    <PageShell title={t('verify.title.auto')} intro={t('verify.intro.auto')} testId="mnp-verify">
      {bundle.isError ? (
        <NotFound error={bundle.error} />
      ) : !bundle.data ? (
        <Loading text={t('loading')} />
      ) : (
        <VerifyFlow
          mode="auto"
          confirm={(props) => (
            <>
              <TempNumberNote nasCode={bundle.data.offer.nas_code} />
              <BundleConfirm {...props} bundle={bundle.data} />
            </>
          )}
        />
      )}
    </PageShell>
  );
}

function BundleConfirm({ bundle, ...props }: ConfirmProps & { bundle: MnpBundle }) {
  return (
    <>
      <BundleSummary bundle={bundle} image={false} />
      <OrderStep {...props} nasCode={bundle.offer.nas_code} bundle={{ bundle_id: bundle.id, product_id: bundle.product.id, variant_id: bundle.variant.id }} />
    </>
  );
}
