import { useTranslation } from 'react-i18next';
import { formatMsisdn } from '@store/domain/phone';
import { useTempNumber } from '../api/get-temp-number';

/**
 * The auto bundle's temporary number (spec GET /mnp/bundling/random/mobile/nas): the SIM arrives with
 * it so the phone works at once, and the shopper's own number moves onto the SIM when the porting
 * completes. Offered for display: placing the order takes one, which may differ.
 */
export function TempNumberNote({ nasCode }: { nasCode: string }) {
  const { t } = useTranslation('mnp');
  const temp = useTempNumber(nasCode);
  return (
    <section className="mnp-box mnp-temp" aria-labelledby="mnp-temp-title" data-testid="mnp-temp-number">
      <h2 id="mnp-temp-title" className="mnp-subtitle">
        {t('temp.title')}
      </h2>
      {temp.data ? (
        <p className="mnp-temp__number">
          <strong data-testid="mnp-temp-number-value">{formatMsisdn(temp.data.mobile_number)}</strong>
        </p>
      ) : temp.isError ? (
        <p className="mnp-note">{t('temp.none')}</p>
      ) : null}
      <p className="mnp-note">{t('temp.text')}</p>
      <p className="mnp-note">{t('temp.mayDiffer')}</p>
    </section>
  );
}
