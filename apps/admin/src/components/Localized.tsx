import { useLocaleState, useTranslate } from 'react-admin';

type Localized = { th: string; en: string } | null | undefined;

/** A record's text in the staff member's language (Thai unless English is chosen); '-' for none. */
export function LocalizedText({ value }: { value: Localized }) {
  const [locale] = useLocaleState();
  return <>{value ? value[locale === 'en' ? 'en' : 'th'] : '-'}</>;
}

/** A code shown through its translation key (`prefix.code`), the code itself when there is none. */
export function CodeText({ prefix, code }: { prefix: string; code: string }) {
  const translate = useTranslate();
  return <>{translate(`${prefix}.${code}`, { _: code })}</>;
}

/** Choices of a SelectInput whose labels are translation keys `prefix.<id>`. */
export const codeChoices = (prefix: string, ids: readonly string[]) => ids.map((id) => ({ id, name: `${prefix}.${id}` }));

/** Only the fields that changed, for a PATCH route that takes any subset (the data provider's toUpdate). */
export const changedFields =
  (fields: readonly string[]) =>
  (data: Partial<Record<string, unknown>>, previous: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(fields.filter((key) => JSON.stringify(data[key]) !== JSON.stringify(previous[key])).map((key) => [key, data[key]]));
