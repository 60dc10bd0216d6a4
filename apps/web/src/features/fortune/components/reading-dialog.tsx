import { useTranslation } from 'react-i18next';
import { formatPrice } from '@store/domain/money';
import { parseLang } from '@store/domain/lang';
import { formatMsisdn } from '@store/domain/phone';
import { Dialog } from '@/components/ui/dialog';
import { errorText } from '@/lib/error-text';
import { useReading, type ReadingProfile } from '../api/reading';
import { GradeBadge } from './grade-badge';

type Polarity = 'good' | 'neutral' | 'bad';
const MARK: Record<Polarity, string> = { good: '✓', neutral: '•', bad: '✗' };

/** A good / neutral / bad mark with its word (never colour alone). */
function Mark({ polarity }: { polarity: Polarity }) {
  const { t } = useTranslation('fortune');
  return (
    <span className={`ftn-mark ftn-mark--${polarity}`}>
      <span aria-hidden="true">{MARK[polarity]}</span>
      {t(`reading.polarity_${polarity}`)}
    </span>
  );
}

/**
 * The full reading of one number for the shopper (POST /fortune/reading): grade, group, every pair
 * with its planets and meaning, the digit sum, the reasons marked good or bad, and "choose this
 * number" while it is free.
 */
export function ReadingDialog({ number, profile, onClose, onChoose }: { number: string | null; profile: ReadingProfile; onClose: () => void; onChoose: (number: string) => void }) {
  const { t, i18n } = useTranslation('fortune');
  const lang = parseLang(i18n.language);
  const reading = useReading(number, profile);
  const r = reading.data;
  return (
    <Dialog open={number !== null} onClose={onClose} title={t('reading.title', { number: number ? formatMsisdn(number) : '' })} name="fortune-reading" mobileSize>
      <div className="ftn-reading" data-testid="fortune-reading">
        {!r ? (
          <p role={reading.isError ? 'alert' : 'status'}>{reading.isError ? errorText(t, reading.error) : t('reading.loading')}</p>
        ) : (
          <>
            <div className="ftn-reading__head">
              <GradeBadge grade={r.grade} />
              <strong>{r.grade_label[lang]}</strong>
            </div>
            <p>
              <strong>{t('reading.group', { group: r.group_title[lang], subgroup: r.subgroup_title[lang] })}</strong>
            </p>
            {r.price !== null && <p>{r.price === 0 ? t('list.free') : t('reading.price', { price: formatPrice(r.price) })}</p>}
            <h3>{t('reading.reasons')}</h3>
            <ul className="ftn-reasons">
              {r.reasons.map((reason, i) => (
                <li key={`${reason.kind}-${i}`}>
                  <Mark polarity={reason.polarity} />
                  <span>{reason[lang]}</span>
                </li>
              ))}
              {r.has_kalakini && (
                <li>
                  <Mark polarity="bad" />
                  <span>{t('reading.kalakini', { digit: r.kalakini })}</span>
                </li>
              )}
            </ul>
            <h3>{t('reading.pairs')}</h3>
            <table className="ftn-pairs">
              <thead>
                <tr>
                  <th scope="col">{t('reading.pair')}</th>
                  <th scope="col">{t('reading.planets')}</th>
                  <th scope="col">{t('reading.meaning')}</th>
                </tr>
              </thead>
              <tbody>
                {r.pairs.map((p) => (
                  <tr key={p.position}>
                    <td>{p.pair}</td>
                    <td>
                      {p.planets[0][lang]} · {p.planets[1][lang]}
                    </td>
                    <td>
                      <Mark polarity={p.polarity} /> {p.meaning[lang]} {!p.counted && <span className="ftn-small">{t('reading.repeat')}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h3>{t('reading.sum', { sum: r.digit_sum })}</h3>
            <p>
              <Mark polarity={r.sum_meaning.polarity} /> {r.sum_meaning.meaning[lang]}
            </p>
            {!r.available && (
              <p className="ftn-error" role="alert">
                {t('reading.unavailable')}
              </p>
            )}
            <div className="ftn-reading__foot">
              <button type="button" className="ftn-btn" disabled={!r.available} onClick={() => onChoose(r.msisdn)}>
                {t('reading.choose')}
              </button>
              <button type="button" className="ftn-btn ftn-btn--ghost" onClick={onClose}>
                {t('reading.back')}
              </button>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
