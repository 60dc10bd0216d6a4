/**
 * The secrets (Thai IDs, phone numbers, PINs, OTPs, birth data) that a test's captured log holds as
 * values of their own. A secret that starts or ends with a digit counts only where no other digit
 * (nor, before it, a decimal point) stands beside it: a timestamp or a response time such as
 * 3.0608610000017507 holds the digits of 0861000001 without being a leak. A pattern is matched the
 * same way, with those limits on both sides. Use it as `expect(leakedInLog(text, [...])).toEqual([])`, which names what leaked.
 */
export function leakedInLog(log: string, secrets: Iterable<string | RegExp>): string[] {
  const found: string[] = [];
  for (const secret of secrets) {
    const pattern =
      typeof secret === 'string'
        ? `${/^\d/.test(secret) ? '(?<![\\d.])' : ''}${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${/\d$/.test(secret) ? '(?!\\d)' : ''}`
        : `(?<![\\d.])(?:${secret.source})(?!\\d)`;
    if (new RegExp(pattern).test(log)) found.push(String(secret));
  }
  return found;
}
