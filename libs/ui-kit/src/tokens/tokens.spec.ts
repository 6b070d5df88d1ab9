import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BREAKPOINTS } from './breakpoints';

// jsdom cannot measure colour contrast, so the token pairs the components use are checked here (WCAG 2.1 AA:
// 4.5:1 for text, 3:1 for large text and UI parts such as borders of controls and the focus ring).
const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
const token = (name: string): string => {
  const match = new RegExp(`--gp-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css);
  if (!match?.[1]) throw new Error(`no hex token --gp-${name}`);
  return match[1];
};

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('design tokens', () => {
  it.each([
    ['color-text', 'color-surface', 4.5],
    ['color-text-muted', 'color-surface', 4.5],
    ['color-text-muted', 'color-surface-alt', 4.5],
    ['color-brand', 'color-surface', 4.5],
    ['color-on-brand', 'color-brand', 4.5],
    ['color-on-brand', 'color-brand-strong', 4.5],
    ['color-brand-strong', 'color-brand-soft', 4.5],
    ['color-sale', 'color-surface', 4.5],
    ['color-danger', 'color-surface', 4.5],
    ['color-warning', 'color-warning-soft', 4.5],
    ['color-focus', 'color-surface', 3],
    ['color-border-strong', 'color-surface', 3],
  ])('%s on %s reaches %d:1', (foreground, background, minimum) => {
    expect(contrast(token(foreground), token(background))).toBeGreaterThanOrEqual(minimum);
  });

  it('white on the sale colour (sale and count badges) reaches 4.5:1', () => {
    expect(contrast('#ffffff', token('color-sale'))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a 16 px base, 44 px touch targets and the spec breakpoints', () => {
    expect(css).toMatch(/--gp-font-size:\s*16px/);
    expect(css).toMatch(/--gp-touch-target:\s*44px/);
    expect(BREAKPOINTS).toEqual({ narrow: 670, wide: 992, content: 1280 });
  });
});
