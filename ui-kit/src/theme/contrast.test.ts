import { theme } from './theme';

type Colour = keyof typeof theme.colors;

/** WCAG 2.2's relative luminance of an sRGB colour written #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(foreground: Colour, background: Colour): number {
  const [lighter, darker] = [luminance(theme.colors[foreground]), luminance(theme.colors[background])].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

// Every pairing of text and what it is written on in the kit and the apps: AA asks 4.5:1 of text (1.4.3) and
// 3:1 of the boundary that shows where a control is (1.4.11).
const TEXT_PAIRS: [Colour, Colour][] = [
  ['text', 'surface'],
  ['text', 'background'],
  ['text', 'surfaceMuted'],
  ['text', 'primarySubtle'],
  ['text', 'dangerSubtle'],
  ['text', 'successSubtle'],
  ['text', 'warningSubtle'],
  ['text', 'infoSubtle'],
  ['textMuted', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surfaceMuted'],
  ['textMuted', 'primarySubtle'],
  ['primary', 'surface'],
  ['primary', 'background'],
  ['primary', 'surfaceMuted'],
  ['primary', 'primarySubtle'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onPrimary', 'danger'],
  ['onPrimary', 'dangerHover'],
  ['onPrimary', 'success'],
  ['onBadge', 'badge'],
  ['danger', 'surface'],
  ['danger', 'dangerSubtle'],
  ['success', 'surface'],
  ['success', 'successSubtle'],
  ['warning', 'surface'],
  ['warning', 'warningSubtle'],
  ['info', 'surface'],
  ['info', 'infoSubtle'],
];

const CONTROL_BOUNDARIES: [Colour, Colour][] = [
  ['borderStrong', 'surface'],
  ['borderStrong', 'background'],
];

describe('the theme’s colours', () => {
  it.each(TEXT_PAIRS)('%s text on %s reaches 4.5:1', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(CONTROL_BOUNDARIES)('a control’s %s boundary on %s reaches 3:1', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});
