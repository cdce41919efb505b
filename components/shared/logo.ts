// The Shoal mark, drawn in code: three fish swimming together on a round of sea.
import { svg, type SVGTemplateResult } from 'lit';

const fish = (x: number, y: number, scale: number, fill: string): SVGTemplateResult =>
  svg`<g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M-9 0C-5-6 4-6 8 0C4 6-5 6-9 0Z" fill=${fill} />
    <path d="M7 0L13-5V5Z" fill=${fill} />
    <circle cx="-4.5" cy="-1" r="1.3" fill="var(--shoal-logo-sea, #0b6585)" />
  </g>`;

/** The Shoal logo (decorative unless labelled by its caller). */
export function logoMark(size = 32): SVGTemplateResult {
  return svg`<svg class="logo" width=${size} height=${size} viewBox="0 0 48 48" aria-hidden="true">
    <rect width="48" height="48" rx="13" fill="var(--shoal-logo-sea, #0b6585)" />
    <path d="M0 36c8-4 16 4 24 0s16-4 24 0v12H0z" fill="var(--shoal-logo-wave, #1f7ea0)" />
    ${fish(17, 17, 1, '#f6f2e7')}
    ${fish(31, 24, 0.85, '#ffb768')}
    ${fish(18, 31, 0.75, '#bfe3ee')}
  </svg>`;
}
