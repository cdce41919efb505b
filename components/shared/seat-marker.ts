// How a seat looks everywhere (badge, score panel, log, board): a colour AND a shape, so colour is
// never the only signal (design.md, UI).
import { svg, type SVGTemplateResult } from 'lit';

/** The non-colour mark of a seat. */
export const SEAT_MARKS = ['solid', 'ring', 'stripes', 'dots', 'cross', 'diamond'] as const;
export type SeatMark = (typeof SEAT_MARKS)[number];

/** A seat's look: fill colour, ink drawn on it, and its mark. Colours are CSS values (custom properties welcome). */
export interface SeatLook {
  readonly fill: string;
  readonly ink: string;
  readonly mark: SeatMark;
}

/** Black and White, the two seats of two-colour games: a solid disc and a ring. */
export const BLACK_WHITE: readonly [SeatLook, SeatLook] = [
  { fill: 'var(--shoal-seat-black)', ink: 'var(--shoal-seat-black-ink)', mark: 'solid' },
  { fill: 'var(--shoal-seat-white)', ink: 'var(--shoal-seat-white-ink)', mark: 'ring' },
];

/** The marker as SVG content for a 24×24 viewBox. */
export function seatMarkerContent(look: SeatLook): SVGTemplateResult {
  const disc = svg`<circle cx="12" cy="12" r="9.5" fill=${look.fill} stroke=${look.ink} stroke-width="1.5" />`;
  switch (look.mark) {
    case 'solid':
      return svg`<circle cx="12" cy="12" r="9.5" fill=${look.fill} stroke=${look.fill} stroke-width="1.5" />
        <circle cx="12" cy="12" r="3" fill=${look.ink} />`;
    case 'ring':
      return svg`<circle cx="12" cy="12" r="9" fill=${look.fill} stroke=${look.ink} stroke-width="2.5" />
        <circle cx="12" cy="12" r="4" fill="none" stroke=${look.ink} stroke-width="1.5" />`;
    case 'stripes':
      return svg`${disc}<path d="M6 8h12M4.5 12h15M6 16h12" stroke=${look.ink} stroke-width="1.6" />`;
    case 'dots':
      return svg`${disc}<g fill=${look.ink}><circle cx="9" cy="9" r="1.6" /><circle cx="15" cy="9" r="1.6" /><circle cx="9" cy="15" r="1.6" /><circle cx="15" cy="15" r="1.6" /></g>`;
    case 'cross':
      return svg`${disc}<path d="M8 8l8 8M16 8l-8 8" stroke=${look.ink} stroke-width="1.8" />`;
    case 'diamond':
      return svg`${disc}<path d="M12 6.5l5.5 5.5-5.5 5.5-5.5-5.5z" fill=${look.ink} />`;
  }
}

/** A standalone marker icon (decorative: the name beside it is the text alternative). */
export function seatMarker(look: SeatLook, size = 20): SVGTemplateResult {
  return svg`<svg class="seat-marker" width=${size} height=${size} viewBox="0 0 24 24" aria-hidden="true">${seatMarkerContent(look)}</svg>`;
}
