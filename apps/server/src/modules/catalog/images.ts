/**
 * Product pictures drawn as SVG from the product itself (category, colour, brand, name), so the
 * catalogue needs no image files and no network: the same input always gives the same picture.
 * Views: 0 front, 1 back, 2 side, 3 in the box.
 */
export interface ImageSubject {
  name: { en: string };
  brandName: string;
  category: string;
  tags: string[];
  hex: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const f = (v: number) => Math.max(0, Math.min(255, Math.round(v + amount * 255)));
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => f(v).toString(16).padStart(2, '0')).join('')}`;
}

const isLight = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return ((n >> 16) & 255) * 0.299 + ((n >> 8) & 255) * 0.587 + (n & 255) * 0.114 > 150;
};

function device(kind: string, view: number, body: string, edge: string): string {
  const screen = '#10131a';
  if (kind === 'watches') {
    return `<rect x="170" y="40" width="60" height="90" rx="14" fill="${edge}"/><rect x="170" y="270" width="60" height="90" rx="14" fill="${edge}"/>
<rect x="130" y="110" width="140" height="170" rx="40" fill="${body}" stroke="${edge}" stroke-width="6"/>
${view === 1 ? `<circle cx="200" cy="195" r="34" fill="${edge}" opacity=".5"/>` : `<rect x="146" y="126" width="108" height="138" rx="30" fill="${screen}"/><text x="200" y="205" font-size="30" fill="#fff" text-anchor="middle" font-family="sans-serif">10:09</text>`}
<rect x="272" y="170" width="10" height="40" rx="4" fill="${edge}"/>`;
  }
  if (kind === 'routers') {
    return `<rect x="120" y="130" width="160" height="200" rx="30" fill="${body}" stroke="${edge}" stroke-width="5"/>
<rect x="150" y="70" width="12" height="80" rx="6" fill="${edge}"/><rect x="238" y="70" width="12" height="80" rx="6" fill="${edge}"/>
${view === 1 ? [0, 1, 2, 3].map((i) => `<rect x="${145 + i * 30}" y="280" width="20" height="16" rx="3" fill="${edge}"/>`).join('') : `<circle cx="200" cy="290" r="6" fill="#2bb673"/><path d="M170 210 q30-26 60 0 M182 226 q18-14 36 0" stroke="${edge}" stroke-width="8" fill="none" stroke-linecap="round"/>`}`;
  }
  if (kind === 'accessories') {
    return `<rect x="120" y="110" width="160" height="200" rx="${view === 2 ? 20 : 48}" fill="${body}" stroke="${edge}" stroke-width="6"/>
<circle cx="200" cy="${view === 1 ? 170 : 210}" r="${view === 1 ? 22 : 30}" fill="${edge}" opacity=".55"/><rect x="185" y="300" width="30" height="30" rx="6" fill="${edge}"/>`;
  }
  const wide = kind === 'tablets';
  const w = wide ? 240 : 150;
  const h = wide ? 300 : 300;
  const x = 200 - w / 2;
  const y = 50;
  if (view === 2)
    return `<rect x="185" y="${y}" width="30" height="${h}" rx="12" fill="${body}" stroke="${edge}" stroke-width="5"/><rect x="212" y="${y + 60}" width="6" height="50" rx="3" fill="${edge}"/>`;
  if (view === 1) {
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="${body}" stroke="${edge}" stroke-width="5"/>
<rect x="${x + 14}" y="${y + 14}" width="${wide ? 56 : 70}" height="${wide ? 56 : 80}" rx="18" fill="${edge}" opacity=".45"/>
<circle cx="${x + 34}" cy="${y + 38}" r="12" fill="${screen}"/><circle cx="${x + (wide ? 34 : 62)}" cy="${y + (wide ? 38 : 70)}" r="${wide ? 0 : 12}" fill="${screen}"/>`;
  }
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="${body}" stroke="${edge}" stroke-width="5"/>
<rect x="${x + 9}" y="${y + 9}" width="${w - 18}" height="${h - 18}" rx="19" fill="${screen}"/>
<rect x="${200 - 22}" y="${y + 18}" width="44" height="10" rx="5" fill="#000"/>
<path d="M${x + 9} ${y + 180} q${(w - 18) / 2} -60 ${w - 18} 0 v${h - 207} q0 10 -10 10 h${-(w - 38)} q-10 0 -10 -10z" fill="${body}" opacity=".45"/>`;
}

/** The SVG picture of a product in one colour. */
export function productSvg(subject: ImageSubject, view: number): string {
  const body = subject.hex;
  const edge = isLight(body) ? shade(body, -0.35) : shade(body, 0.25);
  const bg = isLight(body) ? '#eef0f5' : '#f5f1ec';
  const art =
    view === 3
      ? `<rect x="110" y="90" width="180" height="230" rx="14" fill="#fff" stroke="#c9ccd6" stroke-width="4"/><rect x="110" y="90" width="180" height="40" rx="14" fill="${body}"/>
<text x="200" y="220" font-size="22" font-weight="600" fill="#30323a" text-anchor="middle" font-family="sans-serif">${esc(subject.brandName)}</text>`
      : device(subject.category, view, body, edge);
  const label = subject.name.en.length > 34 ? `${subject.name.en.slice(0, 33)}…` : subject.name.en;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${esc(subject.name.en)}">
<rect width="400" height="400" fill="${bg}"/>
${art}
<text x="200" y="382" font-size="17" fill="#4a4a57" text-anchor="middle" font-family="sans-serif">${esc(label)}</text>
</svg>`;
}
