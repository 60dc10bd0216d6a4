/**
 * Omise takes form-encoded bodies with bracketed keys (`card[name]=...`, `metadata[order_id]=...`)
 * as well as JSON. Reads the form into the nested object JSON would have given (two levels deep).
 */
export function parseOmiseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const m = /^([A-Za-z0-9_]+)\[([A-Za-z0-9_]+)\]$/.exec(key);
    if (m) {
      const inner = (out[m[1]] ??= {});
      if (typeof inner === 'object' && inner !== null) (inner as Record<string, unknown>)[m[2]] = value;
    } else if (/^[A-Za-z0-9_]+$/.test(key)) out[key] = value;
  }
  return out;
}
