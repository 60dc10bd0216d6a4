import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { HiBuildingType, HiQualification, HiQualificationBody } from '@store/domain/home-internet';
import { parseLang } from '@store/domain/lang';
import { PlaceFields, TextField, type FieldClasses } from '@/components/address/address-fields';
import { usePlacePicker } from '@/components/address/use-place-picker';
import { installationAddressText } from '@/components/installation-status/installation-panel';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useCheckCoverage } from '../api/check-coverage';
import { CoverageMap, type Pin } from '../components/coverage-map';
import { PageShell } from '../components/page-shell';
import type { CoverageNotice } from '../components/transaction-gate';
import { readFlow, startFlow } from '../flow';
import '@/components/address/address.css';
import '../home-internet.css';

const CLASSES: FieldClasses = { field: 'adr-field', grid: 'adr-form__grid', hint: 'adr-field__hint', error: 'adr-field__error' };
const BUILDINGS: HiBuildingType[] = ['house', 'condo', 'shophouse'];
type Field = 'house_no' | 'building_name' | 'subdistrict_id';

/**
 * /trueonline/coverage (spec get-service-area, TMF645 checkServiceQualification): the installation
 * address with the store's Thai address picker (postcode, province, district, subdistrict), the house
 * number, the building type (a condo adds its name and floor), moo, soi and road, and an optional pin
 * on a map (Leaflet, loaded only when opened). Qualified or alternate goes to the address's packages
 * (match-package); unqualified says why and offers the lead form. A new check starts a new TOL
 * transaction, kept in this tab.
 */
export function CoveragePage() {
  const { t } = useTranslation('home-internet');
  const notice = (useLocation().state as { notice?: CoverageNotice | 'checkFirst' } | null)?.notice;
  return (
    <PageShell title={t('coverage.title')} step="coverage" testId="hi-coverage" intro={t('coverage.intro')}>
      {notice && (
        <p className="hi-notice" role="alert" data-testid="hi-notice">
          {t(`coverage.notice.${notice}`)}
        </p>
      )}
      <CoverageForm />
      <p className="hi-actions">
        <Link to="/trueonline/package">{t('coverage.allPackages')}</Link>
      </p>
    </PageShell>
  );
}

function CoverageForm() {
  const { t, i18n } = useTranslation(['home-internet', 'address', 'installation-status']);
  const lang = parseLang(i18n.language);
  const navigate = useNavigate();
  const kept = readFlow()?.address;
  const check = useCheckCoverage();
  const [houseNo, setHouseNo] = useState(kept?.house_no ?? '');
  const [building, setBuilding] = useState<HiBuildingType>(kept?.building_type ?? 'house');
  const [buildingName, setBuildingName] = useState(kept?.building_name ?? '');
  const [floor, setFloor] = useState(kept?.floor ?? '');
  const [moo, setMoo] = useState(kept?.moo ?? '');
  const [soi, setSoi] = useState(kept?.soi ?? '');
  const [road, setRoad] = useState(kept?.road ?? '');
  const [pin, setPin] = useState<Pin | null>(kept?.lat !== undefined && kept?.lng !== undefined ? { lat: kept.lat, lng: kept.lng } : null);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<HiQualification | null>(null);
  const picker = usePlacePicker({
    postcode: kept?.postcode ?? '',
    provinceId: kept?.province_id ?? null,
    districtId: kept?.district_id ?? null,
    subdistrictId: kept?.subdistrict_id ?? null,
  });
  const { value, options } = picker;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!houseNo.trim()) found.house_no = 'house_no_required';
    if (building === 'condo' && !buildingName.trim()) found.building_name = 'building_name_required';
    const subdistrict = options.subdistricts.find((s) => s.id === value.subdistrictId);
    if (!subdistrict) found.subdistrict_id = 'subdistrict_required';
    setProblems(found);
    const first = (['subdistrict_id', 'house_no', 'building_name'] as const).find((f) => found[f]);
    if (first || !subdistrict) return document.getElementById(`hi-cov-${first ?? 'subdistrict_id'}`)?.focus();
    const opt = (s: string) => (s.trim() ? s.trim() : undefined);
    const body: HiQualificationBody = {
      subdistrict_id: subdistrict.id,
      postcode: subdistrict.postcode ?? value.postcode,
      house_no: houseNo.trim(),
      building_type: building,
      ...(building === 'condo' ? { building_name: opt(buildingName), floor: opt(floor) } : {}),
      moo: opt(moo),
      soi: opt(soi),
      road: opt(road),
      ...(pin ? { lat: pin.lat, lng: pin.lng } : {}),
    };
    setFailure(null);
    setResult(null);
    try {
      const q = await check.mutateAsync(body);
      startFlow(q.transaction.id, { ...body, province_id: value.provinceId ?? undefined, district_id: value.districtId ?? undefined });
      if (q.qualification_result === 'unqualified') {
        setResult(q);
        window.setTimeout(() => document.getElementById('hi-coverage-result')?.focus(), 0);
      } else navigate('/trueonline/match-package');
    } catch (e) {
      if (e instanceof ApiError && e.code === 'address_place_mismatch') setProblems({ subdistrict_id: 'subdistrict_required' });
      setFailure(errorText(t, e));
    }
  };

  return (
    <>
      <form className="hi-box hi-coverage" onSubmit={(e) => void submit(e)} noValidate data-testid="hi-coverage-form">
        <h2 className="hi-subtitle">{t('coverage.formTitle')}</h2>
        <fieldset className="hi-choice">
          <legend>{t('coverage.building')}</legend>
          <div className="hi-choice__row">
            {BUILDINGS.map((b) => (
              <label key={b} className={`hi-choice__item${building === b ? ' is-checked' : ''}`}>
                <input type="radio" name="building_type" value={b} checked={building === b} onChange={() => setBuilding(b)} />
                <span>{t(`coverage.buildings.${b}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <PlaceFields idPrefix="hi-cov" classes={CLASSES} picker={picker} problems={problems.subdistrict_id ? { subdistrict_id: problems.subdistrict_id } : {}} />
        <div className={CLASSES.grid}>
          <TextField
            id="hi-cov-house_no"
            classes={CLASSES}
            label={t('coverage.houseNo')}
            hint={t('coverage.houseNoHint')}
            error={problems.house_no ? t(`errors.${problems.house_no}`) : null}
            maxLength={40}
            autoComplete="address-line1"
            value={houseNo}
            onChange={(e) => setHouseNo(e.target.value)}
          />
          <TextField id="hi-cov-moo" classes={CLASSES} label={t('coverage.moo')} hint={t('optional')} maxLength={10} value={moo} onChange={(e) => setMoo(e.target.value)} />
        </div>
        {building === 'condo' && (
          <div className={CLASSES.grid}>
            <TextField
              id="hi-cov-building_name"
              classes={CLASSES}
              label={t('coverage.buildingName')}
              error={problems.building_name ? t(`errors.${problems.building_name}`) : null}
              maxLength={120}
              value={buildingName}
              onChange={(e) => setBuildingName(e.target.value)}
            />
            <TextField
              id="hi-cov-floor"
              classes={CLASSES}
              label={t('coverage.floor')}
              hint={t('optional')}
              maxLength={10}
              value={floor}
              onChange={(e) => setFloor(e.target.value)}
            />
          </div>
        )}
        <div className={CLASSES.grid}>
          <TextField id="hi-cov-soi" classes={CLASSES} label={t('coverage.soi')} hint={t('optional')} maxLength={80} value={soi} onChange={(e) => setSoi(e.target.value)} />
          <TextField id="hi-cov-road" classes={CLASSES} label={t('coverage.road')} hint={t('optional')} maxLength={80} value={road} onChange={(e) => setRoad(e.target.value)} />
        </div>
        <CoverageMap pin={pin} onChange={setPin} />
        {failure && (
          <p className="hi-error hi-error--box" role="alert" data-testid="hi-coverage-error">
            {failure}
          </p>
        )}
        <p className="hi-actions">
          <button type="submit" className="hi-btn hi-btn--wide" disabled={check.isPending} data-testid="hi-coverage-check">
            {check.isPending ? t('coverage.checking') : t('coverage.check')}
          </button>
        </p>
      </form>
      {result && (
        <section className="hi-box hi-result hi-result--unqualified" id="hi-coverage-result" tabIndex={-1} aria-labelledby="hi-result-title" data-testid="hi-coverage-result">
          <h2 id="hi-result-title" className="hi-subtitle">
            {t('coverage.unqualified.title')}
          </h2>
          <p className="hi-muted">{installationAddressText(result.address, lang, (k, o) => t(`installation-status:${k}`, o))}</p>
          <ul className="hi-reasons">
            {result.reasons.map((r) => (
              <li key={r.code} data-testid={`hi-reason-${r.code}`}>
                <strong>{t(`coverage.reasons.${r.code}.title`)}</strong> {t(`coverage.reasons.${r.code}.text`)}
              </li>
            ))}
          </ul>
          <p>{t('coverage.unqualified.lead')}</p>
          <p className="hi-actions">
            <Link className="hi-btn" to="/trueonline/package/form-contact" data-testid="hi-to-lead">
              {t('coverage.unqualified.leadButton')}
            </Link>
          </p>
        </section>
      )}
    </>
  );
}
