/**
 * The design tokens of the kit. `space` holds pixel numbers (index 0..6); every other size is a CSS string so
 * styled templates can use it as is.
 */
export interface Theme {
  colors: {
    primary: string;
    primaryHover: string;
    onPrimary: string;
    primarySubtle: string;
    text: string;
    textMuted: string;
    border: string;
    borderStrong: string;
    background: string;
    surface: string;
    surfaceMuted: string;
    overlay: string;
    focus: string;
    danger: string;
    dangerHover: string;
    dangerSubtle: string;
    success: string;
    successSubtle: string;
    warning: string;
    warningSubtle: string;
    info: string;
    infoSubtle: string;
    badge: string;
    onBadge: string;
  };
  space: readonly [number, number, number, number, number, number, number];
  radius: { sm: string; md: string; lg: string; pill: string };
  borderWidths: { thin: string; thick: string };
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  fontWeights: { regular: number; medium: number; semibold: number };
  lineHeights: { tight: number; normal: number };
  fonts: { body: string; mono: string };
  shadows: { sm: string; md: string; lg: string; focus: string };
  sizes: {
    controlSm: string;
    control: string;
    header: string;
    content: string;
    modal: string;
    /** the measure of running text (a legal page) */
    reading: string;
    menu: string;
    toast: string;
    icon: string;
    spinner: string;
    spinnerLg: string;
    badge: string;
    searchBox: string;
    emptyArea: string;
  };
  transitions: { fast: string; spin: string };
  opacities: { disabled: number; loadingOverlay: number };
  zIndex: { header: number; dropdown: number; modal: number; toast: number };
  /** Media queries: `@media ${({ theme }) => theme.media.narrow} { … }`. */
  media: { narrow: string };
}

export const theme: Theme = {
  colors: {
    primary: '#3454d1',
    primaryHover: '#2841a8',
    onPrimary: '#ffffff',
    primarySubtle: '#eef1fc',
    text: '#1f2933',
    textMuted: '#616e7c',
    border: '#dde2e8',
    borderStrong: '#848f9c',
    background: '#f5f7fa',
    surface: '#ffffff',
    surfaceMuted: '#f0f2f5',
    overlay: 'rgba(31, 41, 51, 0.45)',
    focus: 'rgba(52, 84, 209, 0.35)',
    danger: '#bd3434',
    dangerHover: '#a82c2c',
    dangerSubtle: '#fdecec',
    success: '#1e7a51',
    successSubtle: '#e8f6ef',
    warning: '#926300',
    warningSubtle: '#fff6e0',
    info: '#2a63b8',
    infoSubtle: '#ebf2fc',
    badge: '#d92d20',
    onBadge: '#ffffff',
  },
  space: [0, 4, 8, 12, 16, 24, 32],
  radius: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  borderWidths: { thin: '1px', thick: '2px' },
  fontSizes: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
  fontWeights: { regular: 400, medium: 500, semibold: 600 },
  lineHeights: { tight: 1.25, normal: 1.5 },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  shadows: {
    sm: '0 1px 2px rgba(31, 41, 51, 0.08)',
    md: '0 4px 12px rgba(31, 41, 51, 0.12)',
    lg: '0 12px 32px rgba(31, 41, 51, 0.18)',
    focus: '0 0 0 3px rgba(52, 84, 209, 0.35)',
  },
  sizes: {
    controlSm: '28px',
    control: '36px',
    header: '56px',
    content: '1200px',
    modal: '560px',
    reading: '760px',
    menu: '200px',
    toast: '360px',
    icon: '16px',
    spinner: '16px',
    spinnerLg: '32px',
    badge: '18px',
    searchBox: '280px',
    emptyArea: '160px',
  },
  transitions: { fast: '120ms ease-in-out', spin: '700ms linear infinite' },
  opacities: { disabled: 0.55, loadingOverlay: 0.7 },
  zIndex: { header: 100, dropdown: 200, modal: 300, toast: 400 },
  // Below this a header row of links no longer fits beside the brand and the tools (a 390 px phone, a small tablet).
  media: { narrow: '(max-width: 767px)' },
};

/** Interpolation for paddings and margins from the space scale: `padding: ${space(2, 3)};` → `8px 12px`. */
export const space =
  (...steps: number[]) =>
  ({ theme: current }: { theme: Theme }): string =>
    steps.map((step) => `${current.space[step]}px`).join(' ');

declare module 'styled-components' {
  // Augmenting (not aliasing) is how styled-components learns the theme's shape for every `props.theme`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
