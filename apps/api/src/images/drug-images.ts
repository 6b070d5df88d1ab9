/**
 * Product pictures drawn as SVG from the pack's shape and a colour variant, so the catalogue has images
 * without shipping files. Same name, same picture: safe to cache forever.
 */
const COLOURS = ['#2e7d32', '#1565c0', '#c62828', '#6a1b9a', '#ef6c00', '#00838f'];

const SHAPES: Partial<Record<string, (c: string) => string>> = {
  blister: (c) =>
    `<rect x="50" y="60" width="200" height="180" rx="14" fill="#e0e0e0" stroke="#9e9e9e" stroke-width="4"/>` +
    Array.from(
      { length: 6 },
      (_, i) => `<circle cx="${95 + (i % 3) * 55}" cy="${110 + Math.floor(i / 3) * 80}" r="22" fill="${c}"/>`,
    ).join(''),
  bottle: (c) =>
    `<rect x="125" y="40" width="50" height="30" rx="4" fill="#616161"/><rect x="95" y="70" width="110" height="190" rx="20" fill="${c}"/>` +
    `<rect x="105" y="130" width="90" height="70" fill="#fff"/>`,
  ampoule: (c) =>
    [90, 135, 180]
      .map(
        (x) =>
          `<rect x="${x}" y="70" width="30" height="170" rx="14" fill="${c}" opacity="0.8"/><rect x="${x + 8}" y="50" width="14" height="30" rx="6" fill="${c}"/>`,
      )
      .join(''),
  tube: (c) =>
    `<path d="M70 110 L220 90 L230 210 L80 190 Z" fill="${c}"/><rect x="225" y="125" width="40" height="50" rx="6" fill="#616161"/>` +
    `<rect x="110" y="125" width="80" height="40" fill="#fff"/>`,
  spray: (c) =>
    `<rect x="100" y="100" width="100" height="160" rx="18" fill="${c}"/><rect x="130" y="60" width="40" height="40" fill="#616161"/>` +
    `<rect x="165" y="66" width="40" height="12" fill="#616161"/><rect x="112" y="150" width="76" height="60" fill="#fff"/>`,
  sachet: (c) =>
    `<path d="M70 70 l20 -15 l20 15 l20 -15 l20 15 l20 -15 l20 15 l20 -15 l20 15 V240 H70 Z" fill="${c}"/>` +
    `<rect x="100" y="130" width="100" height="60" fill="#fff"/>`,
  dropper: (c) =>
    `<path d="M140 40 L160 40 L165 90 L135 90 Z" fill="#616161"/><rect x="105" y="90" width="90" height="170" rx="16" fill="${c}"/>` +
    `<rect x="115" y="150" width="70" height="60" fill="#fff"/>`,
  box: (c) =>
    `<path d="M60 100 L150 60 L240 100 L240 230 L150 270 L60 230 Z" fill="${c}"/><path d="M60 100 L150 140 L240 100" fill="none" stroke="#fff" stroke-width="6"/>`,
  // Goods that are not medicines (seed/goods.ts): a monitor with its cuff, a thermometer, a roll of bandage…
  tonometer: (c) =>
    `<rect x="60" y="80" width="130" height="150" rx="18" fill="${c}"/><rect x="78" y="100" width="94" height="60" rx="6" fill="#e0f2f1"/>` +
    `<circle cx="125" cy="195" r="14" fill="#fff"/><path d="M190 150 C240 150 250 200 230 240" fill="none" stroke="#616161" stroke-width="8"/>` +
    `<rect x="200" y="225" width="70" height="40" rx="10" fill="#9e9e9e"/>`,
  thermometer: (c) =>
    `<g transform="rotate(-35 150 150)"><rect x="135" y="40" width="30" height="200" rx="15" fill="#eceff1" stroke="#9e9e9e" stroke-width="4"/>` +
    `<rect x="127" y="150" width="46" height="70" rx="12" fill="${c}"/><rect x="137" y="160" width="26" height="22" rx="3" fill="#e0f2f1"/></g>`,
  roll: (c) =>
    `<ellipse cx="120" cy="150" rx="55" ry="80" fill="#fafafa" stroke="#bdbdbd" stroke-width="4"/><ellipse cx="120" cy="150" rx="18" ry="28" fill="${c}"/>` +
    `<path d="M120 70 H220 L240 230 H120" fill="#fafafa" stroke="#bdbdbd" stroke-width="4"/>`,
  plaster: (c) =>
    `<g transform="rotate(-20 150 150)"><rect x="40" y="115" width="220" height="70" rx="35" fill="${c}" opacity="0.85"/>` +
    `<rect x="115" y="125" width="70" height="50" rx="8" fill="#fff"/></g>`,
  test: (c) =>
    `<rect x="70" y="60" width="160" height="200" rx="12" fill="${c}"/><rect x="130" y="90" width="40" height="150" rx="8" fill="#fff"/>` +
    `<rect x="138" y="120" width="24" height="6" fill="${c}"/><rect x="138" y="140" width="24" height="6" fill="${c}"/>`,
  tin: (c) =>
    `<rect x="80" y="70" width="140" height="190" rx="14" fill="${c}"/><rect x="74" y="55" width="152" height="30" rx="10" fill="#e0e0e0"/>` +
    `<circle cx="150" cy="165" r="40" fill="#fff"/>`,
  jar: (c) =>
    `<rect x="105" y="80" width="90" height="30" rx="6" fill="${c}"/><rect x="95" y="110" width="110" height="140" rx="22" fill="#fff3e0" stroke="#bdbdbd" stroke-width="4"/>` +
    `<rect x="110" y="150" width="80" height="50" rx="4" fill="${c}" opacity="0.7"/>`,
  pump: (c) =>
    `<rect x="140" y="45" width="20" height="40" fill="#616161"/><rect x="150" y="45" width="55" height="14" rx="4" fill="#616161"/>` +
    `<rect x="100" y="85" width="100" height="175" rx="24" fill="${c}"/><rect x="115" y="140" width="70" height="60" fill="#fff"/>`,
  pack: (c) =>
    `<rect x="60" y="70" width="180" height="170" rx="16" fill="${c}"/><rect x="60" y="70" width="180" height="30" rx="10" fill="#fff" opacity="0.35"/>` +
    `<circle cx="150" cy="165" r="38" fill="#fff"/>`,
};

const svg = (body: string, background = '#f5f5f5') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300"><rect width="300" height="300" fill="${background}"/>${body}</svg>`;

/** Pale grounds of the wide pictures, one per colour variant. */
const GROUNDS = ['#e8f5e9', '#e3f0fb', '#fdecea', '#f3e5f5', '#fff3e0', '#e0f7fa'];

/** Capsules scattered over a wide picture, from the variant (same name, same picture). */
const capsules = (colour: string, variant: number, width: number, height: number) =>
  Array.from({ length: 7 }, (_, i) => {
    const x = ((i * 173 + variant * 61) % (width - 160)) + 40;
    const y = ((i * 97 + variant * 43) % (height - 90)) + 30;
    const angle = (i * 47 + variant * 29) % 180;
    return `<g transform="rotate(${angle} ${x + 40} ${y + 16})" opacity="0.55"><rect x="${x}" y="${y}" width="80" height="32" rx="16" fill="${colour}"/><rect x="${x + 40}" y="${y}" width="40" height="32" rx="16" fill="#fff" opacity="0.7"/></g>`;
  }).join('');

/**
 * A sale's banner, 1200 × 400 (3:1): pale ground, capsules and a big "%" badge on the right; the sale's title is
 * text on the page, never in the picture, so it reads in either language.
 */
function banner(variant: number): string {
  const colour = COLOURS[variant % COLOURS.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">` +
    `<rect width="1200" height="400" fill="${GROUNDS[variant % GROUNDS.length]}"/>${capsules(colour, variant, 760, 400)}` +
    `<circle cx="960" cy="200" r="150" fill="${colour}"/>` +
    `<text x="960" y="258" font-size="170" font-weight="700" text-anchor="middle" fill="#fff" font-family="sans-serif">%</text></svg>`
  );
}

/** An article's cover, 1200 × 630 (the Open Graph size): a leaf on a pale ground with capsules. */
function cover(variant: number): string {
  const colour = COLOURS[variant % COLOURS.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">` +
    `<rect width="1200" height="630" fill="${GROUNDS[(variant + 3) % GROUNDS.length]}"/>${capsules(colour, variant, 1200, 630)}` +
    `<path d="M440 480 C440 260 620 150 780 150 C780 350 670 480 440 480 Z" fill="${colour}"/>` +
    `<path d="M440 480 L710 220" stroke="#fff" stroke-width="12"/></svg>`
  );
}

/** The SVG named `name` (e.g. "blister-3.svg", "default.svg", "banner-2.svg", "cover-4.svg"), or undefined. */
export function drugImage(name: string): string | undefined {
  if (name === 'default.svg') {
    return svg(
      `<rect x="90" y="90" width="120" height="120" rx="20" fill="#bdbdbd"/><rect x="138" y="110" width="24" height="80" fill="#fff"/><rect x="110" y="138" width="80" height="24" fill="#fff"/>`,
      '#eeeeee',
    );
  }
  const match = /^(\w+)-(\d{1,2})\.svg$/.exec(name);
  if (!match) return undefined;
  const [, kind, variantText] = match;
  const colour = COLOURS[Number(variantText) % COLOURS.length];
  if (kind === 'banner') return banner(Number(variantText));
  if (kind === 'cover') return cover(Number(variantText));
  if (kind === 'sale') {
    return svg(
      `<circle cx="150" cy="150" r="100" fill="${colour}"/><text x="150" y="180" font-size="96" text-anchor="middle" fill="#fff" font-family="sans-serif">%</text>`,
      '#fff8e1',
    );
  }
  if (kind === 'article') {
    return svg(
      `<path d="M80 220 C80 120 160 70 230 70 C230 160 180 220 80 220 Z" fill="${colour}"/><path d="M80 220 L200 100" stroke="#fff" stroke-width="6"/>`,
      '#e8f5e9',
    );
  }
  const draw = SHAPES[kind];
  return draw && Number(variantText) < COLOURS.length ? svg(draw(colour)) : undefined;
}
