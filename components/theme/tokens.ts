// The visual language every Shoal screen shares: a sea palette, a type scale, spacing, radii and motion,
// as CSS custom properties set on the top-level elements (<shoal-app>, <shoal-game>). Custom properties
// inherit through shadow roots, so every component below reads them without importing anything.
import { css, unsafeCSS, type CSSResult } from 'lit';

type Palette = Readonly<Record<string, string>>;

/** Light theme: sea-foam paper, deep teal ink, a buoy-orange accent. */
export const LIGHT: Palette = {
  'color-scheme': 'light',
  '--shoal-bg': '#e9f2f4',
  '--shoal-bg-deep': '#d4e6ec',
  '--shoal-surface': '#ffffff',
  '--shoal-surface-2': '#f2f8fa',
  '--shoal-border': '#c3d8df',
  '--shoal-text': '#0f2530',
  '--shoal-text-muted': '#46606b',
  '--shoal-accent': '#0b6585',
  '--shoal-accent-hover': '#08506a',
  '--shoal-on-accent': '#ffffff',
  '--shoal-buoy': '#d9660b',
  '--shoal-buoy-soft': '#fde3c8',
  // Buoy as a background under text, and text on it (4.5:1 at small sizes).
  '--shoal-buoy-strong': '#b04f06',
  '--shoal-on-buoy': '#ffffff',
  // Money or fish gained, as text.
  '--shoal-gain': '#23744a',
  '--shoal-danger': '#b3261e',
  '--shoal-danger-soft': '#fbe3e1',
  '--shoal-focus': '#d9660b',
  '--shoal-shadow': '0 1px 2px rgb(15 37 48 / 0.08), 0 4px 16px rgb(15 37 48 / 0.08)',
  '--shoal-scrim': 'rgb(10 30 40 / 0.45)',
  // The board: water cells, grid lines, the pre-printed blue rim (F-1.1).
  '--shoal-sea': '#b9dde8',
  '--shoal-sea-deep': '#9ccddd',
  '--shoal-grid': '#7fb6c9',
  '--shoal-rim': '#1f5fa8',
  // The two seats of two-colour games: Black and White.
  '--shoal-seat-black': '#1b2531',
  '--shoal-seat-black-ink': '#f6f2e7',
  '--shoal-seat-white': '#fbf8f0',
  '--shoal-seat-white-ink': '#1b2531',
  '--shoal-tint-black': 'rgb(14 58 112 / 0.3)',
  '--shoal-tint-white': 'rgb(255 255 255 / 0.62)',
  '--shoal-seat-black-edge': '#1b2531',
};

/** Dark theme: night sea, moonlit ink. */
export const DARK: Palette = {
  'color-scheme': 'dark',
  '--shoal-bg': '#0a1a22',
  '--shoal-bg-deep': '#07141a',
  '--shoal-surface': '#11262f',
  '--shoal-surface-2': '#163240',
  '--shoal-border': '#24495a',
  '--shoal-text': '#e4f0f3',
  '--shoal-text-muted': '#9db7c1',
  '--shoal-accent': '#4cb3d4',
  '--shoal-accent-hover': '#6cc6e2',
  '--shoal-on-accent': '#05202a',
  '--shoal-buoy': '#ffa64d',
  '--shoal-buoy-soft': '#4a2f14',
  '--shoal-buoy-strong': '#ffa64d',
  '--shoal-on-buoy': '#11262f',
  '--shoal-gain': '#4fc383',
  '--shoal-danger': '#ff8a80',
  '--shoal-danger-soft': '#4a1f1c',
  '--shoal-focus': '#ffb768',
  '--shoal-shadow': '0 1px 2px rgb(0 0 0 / 0.4), 0 6px 20px rgb(0 0 0 / 0.35)',
  '--shoal-scrim': 'rgb(0 0 0 / 0.6)',
  '--shoal-sea': '#1c4b5d',
  '--shoal-sea-deep': '#173f4f',
  '--shoal-grid': '#2f6a80',
  '--shoal-rim': '#4f93e6',
  '--shoal-seat-black': '#0b1117',
  '--shoal-seat-black-ink': '#f6f2e7',
  '--shoal-seat-white': '#f3efe4',
  '--shoal-seat-white-ink': '#0b1117',
  '--shoal-tint-black': 'rgb(0 8 20 / 0.45)',
  '--shoal-tint-white': 'rgb(200 240 250 / 0.22)',
  '--shoal-seat-black-edge': '#8fb2c2',
};

/** The rounded and monospaced fonts by platform, named only where they exist: every name a page asks for
 * that the device lacks is a failed font lookup (a round trip to the browser's font service on Linux) in
 * the first drawing that uses it, per weight; the rounded face and SF Mono and Menlo are Apple's,
 * Consolas is Windows'. */
export function fontStacks(userAgent: string): { readonly display: string; readonly mono: string } {
  if (/Mac|iPhone|iPad|iPod/.test(userAgent)) {
    return { display: 'ui-rounded, "SF Pro Rounded", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', mono: 'ui-monospace, "SF Mono", Menlo, Consolas, monospace' };
  }
  // `monospace` twice: alone, browsers shrink its text to their 13 px default.
  return { display: 'system-ui, "Segoe UI", Roboto, sans-serif', mono: /Windows/.test(userAgent) ? 'Consolas, monospace' : 'monospace, monospace' };
}

const FONTS = fontStacks(typeof navigator === 'undefined' ? '' : navigator.userAgent);

/** Everything that does not change with the theme. */
export const SCALE: Palette = {
  '--shoal-font': 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  '--shoal-font-display': FONTS.display,
  '--shoal-font-mono': FONTS.mono,
  '--shoal-text-xs': '0.75rem',
  '--shoal-text-sm': '0.875rem',
  '--shoal-text-md': '1rem',
  '--shoal-text-lg': '1.2rem',
  '--shoal-text-xl': '1.55rem',
  '--shoal-text-2xl': '2.1rem',
  '--shoal-space-1': '0.25rem',
  '--shoal-space-2': '0.5rem',
  '--shoal-space-3': '0.75rem',
  '--shoal-space-4': '1rem',
  '--shoal-space-5': '1.5rem',
  '--shoal-space-6': '2rem',
  '--shoal-radius-sm': '8px',
  '--shoal-radius': '14px',
  '--shoal-radius-pill': '999px',
  '--shoal-touch': '44px',
  '--shoal-motion-fast': '140ms',
  '--shoal-motion': '260ms',
  '--shoal-ease': 'cubic-bezier(0.2, 0.8, 0.2, 1.15)',
};

const declarations = (palette: Palette): string =>
  Object.entries(palette)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');

/**
 * The tokens for a top-level element. Light by default, dark when the system prefers it, and
 * `theme="light"` / `theme="dark"` on the host forces one (the manual toggle).
 */
export const themeTokens: CSSResult = css`
  :host {
    ${unsafeCSS(declarations(SCALE))}
    ${unsafeCSS(declarations(LIGHT))}
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${unsafeCSS(declarations(DARK))}
    }
  }
  :host([theme='dark']) {
    ${unsafeCSS(declarations(DARK))}
  }
  @media (prefers-reduced-motion: reduce) {
    :host {
      --shoal-motion-fast: 0ms;
      --shoal-motion: 0ms;
    }
  }
`;

/** Shared element basics: the font, a visible focus ring, a reduced-motion switch and key hints (`kbd`). */
export const baseStyles: CSSResult = css`
  :host {
    font-family: var(--shoal-font);
    color: var(--shoal-text);
    -webkit-tap-highlight-color: transparent;
  }
  :focus-visible {
    outline: 3px solid var(--shoal-focus);
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation: none !important;
      transition: none !important;
    }
  }
  kbd {
    font: 600 var(--shoal-text-xs) / 1 var(--shoal-font-mono);
    padding: 0.2em 0.4em;
    border: 1px solid currentColor;
    border-radius: 4px;
    opacity: 0.7;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
