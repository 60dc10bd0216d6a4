import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { addressProblems, type AddressField } from '@store/domain/address-rules';
import { formatPrice } from '@store/domain/money';
import { parseLang } from '@store/domain/lang';
import { AddressFields, TextField, type FieldClasses } from '@/components/address/address-fields';
import { usePlacePicker } from '@/components/address/use-place-picker';
import { useSession } from '@/lib/session';
import { usePlan } from '../api/get-plan';
import { NumberBox } from '../components/number-box';
import { Loading, PageShell } from '../components/page-shell';
import { QualificationGate } from '../components/qualification-gate';
import { updateFlow, type BillingDraft, type Pre2postFlow } from '../flow';
import { PlanMissing } from './priceplan-page';
import '@/components/address/address.css';
import '../pre2post.css';

const CLASSES: FieldClasses = { field: 'adr-field', grid: 'adr-form__grid', hint: 'adr-field__hint', error: 'adr-field__error' };
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /pre2post/address/:nas_code: the address bills go to (the Thai address picker) and an optional e-mail, then the summary. */
export function AddressPage() {
  const { t } = useTranslation('pre2post');
  return (
    <PageShell title={t('address.title')} step="address" testId="pre2post-address">
      <QualificationGate want="qualified">
        {(q, flow) => (
          <>
            <NumberBox q={q} />
            <ChosenPlan />
            <BillingForm flow={flow} />
          </>
        )}
      </QualificationGate>
    </PageShell>
  );
}

/** The plan being ordered, in one line. */
export function ChosenPlan() {
  const { t, i18n } = useTranslation('pre2post');
  const lang = parseLang(i18n.language);
  const { nas_code: nas = '' } = useParams();
  const plan = usePlan(nas);
  if (plan.isError) return <PlanMissing error={plan.error} />;
  if (!plan.data) return <Loading text={t('loading')} />;
  return (
    <p className="p2p-box p2p-chosen" data-testid="pre2post-chosen-plan">
      <span className="p2p-muted">{t('address.plan')}</span> <strong>{plan.data.name[lang]}</strong> · {t('plan.pricePerMonth', { price: formatPrice(plan.data.monthly_price) })}
    </p>
  );
}

function BillingForm({ flow }: { flow: Pre2postFlow }) {
  const { t } = useTranslation(['pre2post', 'address']);
  const navigate = useNavigate();
  const { nas_code: nas = '' } = useParams();
  const { user } = useSession();
  const kept = flow.address;
  const [name, setName] = useState(kept?.name ?? user?.display_name ?? '');
  const [phone, setPhone] = useState(kept?.phone ?? user?.phone ?? '');
  const [line, setLine] = useState(kept?.line1 ?? '');
  const [email, setEmail] = useState(flow.email ?? '');
  const [problems, setProblems] = useState<Partial<Record<AddressField | 'email', string>>>({});
  const picker = usePlacePicker({
    postcode: kept?.postcode ?? '',
    provinceId: kept?.province_id ?? null,
    districtId: kept?.district_id ?? null,
    subdistrictId: kept?.subdistrict_id ?? null,
  });
  const { value, options } = picker;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<AddressField | 'email', string>> = addressProblems({ recipient_name: name, phone, address_line: line, subdistrict_id: value.subdistrictId });
    if (email.trim() && !EMAIL_RE.test(email.trim())) found.email = 'email';
    setProblems(found);
    const first = (['recipient_name', 'phone', 'address_line', 'subdistrict_id', 'email'] as const).find((f) => found[f]);
    if (first) return document.getElementById(`p2p-adr-${first}`)?.focus();
    const province = options.provinces.find((p) => p.id === value.provinceId);
    const district = options.districts.find((d) => d.id === value.districtId);
    const subdistrict = options.subdistricts.find((s) => s.id === value.subdistrictId);
    if (!province || !district || !subdistrict) return setProblems({ subdistrict_id: 'subdistrict_required' });
    const address: BillingDraft = {
      name: name.trim(),
      phone,
      line1: line.trim(),
      postcode: subdistrict.postcode ?? value.postcode,
      province_id: province.id,
      district_id: district.id,
      subdistrict_id: subdistrict.id,
      th: { province: province.th, district: district.th, subdistrict: subdistrict.th },
      en: { province: province.en, district: district.en, subdistrict: subdistrict.en },
    };
    updateFlow({ address, email: email.trim() || undefined });
    navigate(`/pre2post/order/${encodeURIComponent(nas)}`);
  };

  return (
    <form className="p2p-box p2p-address" onSubmit={submit} noValidate data-testid="pre2post-address-form">
      <h2 className="p2p-subtitle">{t('address.billingTitle')}</h2>
      <p className="p2p-note">{t('address.billingIntro')}</p>
      <AddressFields
        idPrefix="p2p-adr"
        classes={CLASSES}
        values={{ recipient_name: name, phone, address_line: line }}
        onChange={(field, v) => (field === 'recipient_name' ? setName(v) : field === 'phone' ? setPhone(v) : setLine(v))}
        picker={picker}
        problems={problems}
      />
      <TextField
        id="p2p-adr-email"
        classes={CLASSES}
        label={t('address.email')}
        hint={t('address.emailHint')}
        error={problems.email ? t('address.emailInvalid') : null}
        type="email"
        autoComplete="email"
        maxLength={200}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <p className="p2p-actions">
        <button type="submit" className="p2p-btn">
          {t('address.continue')}
        </button>
      </p>
    </form>
  );
}
