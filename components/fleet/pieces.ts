// Fleet's pieces drawn in code: a boat of each type (each its own silhouette: the shrimp trawler's
// outriggers, the lobster boat's trap stack, the factory ship's block and funnel, the cod trawler's
// stern gantry, the tuna boat's tower, the crabber's crane and pots), the catch each licence names,
// boat cards with their cash value, licences, the face-down card back that a captain is, and crates.
// Colour is never the only difference: every type also has its silhouette, its name and two letters.
import { nothing, svg, type SVGTemplateResult } from 'lit';
import { BOAT_LOOK, LICENCE_LOOK, type BoatCardFace, type BoatLookKey, type LicenceCardFace, type LicenceLookKey } from './looks.js';

/** A card's size in card units (boat cards and licences alike). */
export const CARD_W = 100;
export const CARD_H = 140;

const LINE = '#1b2a33';
const TEXT = 'var(--shoal-font, system-ui, sans-serif)';
const CARD_FACE = '#fffdf6';
const CARD_EDGE = '#c9bfa6';

const hull = (d: string, fill: string) => svg`<path d=${d} fill=${fill} stroke=${LINE} stroke-width="1.6" stroke-linejoin="round" />`;
const white = '#f4f1e8';

/** Each boat in a box of about 80 × 44 units around (0, 0), bow to the left, waterline at y = 12. */
const BOATS: Readonly<Record<BoatLookKey, (tint: string) => SVGTemplateResult>> = {
  // Shrimp trawler: a short hull, a wheelhouse amidships and two outrigger booms spread like wings.
  shrimp: (tint) => svg`
    <path d="M2 -2 L-24 -20 M2 -2 L28 -20" stroke=${LINE} stroke-width="1.8" stroke-linecap="round" />
    <path d="M-24 -20 L-26 -4 M28 -20 L30 -4" stroke=${LINE} stroke-width="0.9" stroke-dasharray="2 1.5" />
    <path d="M2 -2 V-24" stroke=${LINE} stroke-width="2" />
    <rect x="-8" y="-8" width="14" height="10" rx="1.5" fill=${white} stroke=${LINE} stroke-width="1.4" />
    <rect x="-5" y="-6" width="3.5" height="3" fill=${LINE} opacity="0.75" /><rect x="0" y="-6" width="3.5" height="3" fill=${LINE} opacity="0.75" />
    ${hull('M-26 2 H30 L24 13 H-20 Z', tint)}`,
  // Lobster boat: a low hull, the cabin forward and traps stacked aft.
  lobster: (tint) => svg`
    <path d="M-18 2 V-9 H-2 L2 2 Z" fill=${white} stroke=${LINE} stroke-width="1.4" stroke-linejoin="round" />
    <rect x="-15" y="-7" width="4" height="3.5" fill=${LINE} opacity="0.75" /><rect x="-9" y="-7" width="4" height="3.5" fill=${LINE} opacity="0.75" />
    <path d="M-11 -9 V-16" stroke=${LINE} stroke-width="1.6" />
    <g fill="#d8b878" stroke=${LINE} stroke-width="1.1">
      <rect x="8" y="-5" width="9" height="7" rx="1" /><rect x="18" y="-5" width="9" height="7" rx="1" /><rect x="13" y="-12" width="9" height="7" rx="1" />
    </g>
    <path d="M8 -1.5 H17 M18 -1.5 H27 M13 -8.5 H22" stroke=${LINE} stroke-width="0.7" />
    ${hull('M-30 2 H32 L27 12 H-22 Q-28 8 -30 2 Z', tint)}`,
  // Processing vessel: a long, high hull, a block of decks with rows of windows and a funnel.
  processing: (tint) => svg`
    <path d="M12 -22 H20 L19 -10 H13 Z" fill=${tint} stroke=${LINE} stroke-width="1.4" />
    <path d="M12 -19 H20" stroke=${LINE} stroke-width="2.2" />
    <rect x="-14" y="-14" width="24" height="16" rx="1.5" fill=${white} stroke=${LINE} stroke-width="1.4" />
    <rect x="-10" y="-20" width="14" height="6" rx="1" fill=${white} stroke=${LINE} stroke-width="1.4" />
    <g fill=${LINE} opacity="0.7">
      ${[-11, -6, -1, 4].map((x) => svg`<rect x=${x} y="-11" width="3" height="2.6" /><rect x=${x} y="-5.5" width="3" height="2.6" />`)}
      <rect x="-8" y="-18.5" width="10" height="2.4" />
    </g>
    <path d="M-22 2 V-4 H-16 V2 M22 2 V-6 H28" fill="none" stroke=${LINE} stroke-width="1.3" />
    ${hull('M-34 0 H36 L31 14 H-28 Z', tint)}
    <path d="M-30 8 H33" stroke=${LINE} stroke-width="0.8" opacity="0.5" />`,
  // Cod trawler: the wheelhouse forward, an A-frame gantry over the stern ramp, the net hanging.
  cod: (tint) => svg`
    <rect x="-20" y="-12" width="14" height="14" rx="1.5" fill=${white} stroke=${LINE} stroke-width="1.4" />
    <rect x="-18" y="-10" width="10" height="3.5" fill=${LINE} opacity="0.75" />
    <path d="M-13 -12 V-22 M-17 -18 H-9" stroke=${LINE} stroke-width="1.6" />
    <path d="M16 2 L22 -16 L28 2" fill="none" stroke=${LINE} stroke-width="2.2" stroke-linejoin="round" />
    <path d="M22 -16 Q32 -8 30 4" fill="none" stroke=${LINE} stroke-width="1" />
    <path d="M27 -3 Q33 2 29 9 Q25 4 27 -3 Z" fill="none" stroke=${LINE} stroke-width="0.9" stroke-dasharray="1.6 1.2" />
    ${hull('M-30 2 H30 L28 12 H-22 Z', tint)}`,
  // Tuna boat: a sleek, raked hull with a long bow, a tall tuna tower with its lookout.
  tuna: (tint) => svg`
    <path d="M-2 -2 L0 -26 M8 -2 L4 -26 M0 -26 H4 M-1 -14 H6" stroke=${LINE} stroke-width="1.4" stroke-linecap="round" />
    <rect x="-3" y="-30" width="10" height="4" rx="1" fill=${white} stroke=${LINE} stroke-width="1.2" />
    <path d="M-12 2 V-7 H8 L12 2 Z" fill=${white} stroke=${LINE} stroke-width="1.4" stroke-linejoin="round" />
    <rect x="-9" y="-5" width="12" height="3" fill=${LINE} opacity="0.75" />
    <path d="M-34 -3 L-26 -1" stroke=${LINE} stroke-width="1.6" stroke-linecap="round" />
    ${hull('M-36 -2 Q-10 2 32 2 L28 12 H-16 Q-30 8 -36 -2 Z', tint)}`,
  // Crabber: a deep hull, a wheelhouse forward, a crane and round crab pots stacked on deck.
  'king-crab': (tint) => svg`
    <rect x="-22" y="-12" width="13" height="14" rx="1.5" fill=${white} stroke=${LINE} stroke-width="1.4" />
    <rect x="-20" y="-10" width="9" height="3.5" fill=${LINE} opacity="0.75" />
    <path d="M-4 2 V-20 L20 -14" fill="none" stroke=${LINE} stroke-width="2" stroke-linejoin="round" />
    <path d="M20 -14 V-8" stroke=${LINE} stroke-width="0.9" />
    <g fill="#9aa9ae" stroke=${LINE} stroke-width="1.1">
      <ellipse cx="6" cy="-2" rx="6" ry="4" /><ellipse cx="19" cy="-2" rx="6" ry="4" /><ellipse cx="20" cy="-6" rx="5" ry="2" />
    </g>
    <path d="M1 -2 H11 M14 -2 H24" stroke=${LINE} stroke-width="0.7" />
    ${hull('M-30 2 H32 L27 14 H-24 Z', tint)}`,
};

/** The catch of a licence, in a box of about 50 × 36 units around (0, 0). */
const CATCH: Readonly<Record<LicenceLookKey, (tint: string) => SVGTemplateResult>> = {
  shrimp: (tint) => svg`
    <path d="M16 -6 Q14 -18 0 -16 Q-16 -13 -16 2 Q-15 14 -4 14 L-8 6 Q-6 -4 4 -6 Q10 -6 12 -2 Z" fill=${tint} stroke=${LINE} stroke-width="1.6" stroke-linejoin="round" />
    <path d="M-9 -8 L-4 -2 M-3 -12 L0 -5 M4 -14 L5 -7" stroke=${LINE} stroke-width="1" opacity="0.6" />
    <path d="M15 -8 Q26 -20 24 -2 M14 -6 Q28 -10 22 6" fill="none" stroke=${LINE} stroke-width="1" />
    <circle cx="11" cy="-10" r="1.6" fill=${LINE} />`,
  cod: (tint) => svg`
    <path d="M-20 0 Q-6 -12 12 -4 L22 -12 L19 0 L22 12 L12 4 Q-6 12 -20 0 Z" fill=${tint} stroke=${LINE} stroke-width="1.6" stroke-linejoin="round" />
    <path d="M-4 -8 L0 -14 L6 -7 M-2 8 L2 12 L6 7" fill=${tint} stroke=${LINE} stroke-width="1.2" stroke-linejoin="round" />
    <path d="M-17 4 Q-18 8 -20 9" stroke=${LINE} stroke-width="1" fill="none" />
    <circle cx="-13" cy="-2" r="1.7" fill=${LINE} />`,
  lobster: (tint) => svg`
    <path d="M-4 -6 Q6 -7 14 -3 L20 -8 L20 0 L20 8 L14 3 Q6 7 -4 6 Q-10 5 -10 0 Q-10 -5 -4 -6 Z" fill=${tint} stroke=${LINE} stroke-width="1.5" stroke-linejoin="round" />
    <path d="M-10 -3 L-16 -10 M-10 3 L-16 10" stroke=${LINE} stroke-width="1.6" />
    <path d="M-16 -10 Q-24 -16 -20 -6 Q-18 -10 -16 -10 Z M-16 10 Q-24 16 -20 6 Q-18 10 -16 10 Z" fill=${tint} stroke=${LINE} stroke-width="1.3" stroke-linejoin="round" />
    <path d="M2 -6 V6 M7 -5 V5 M11 -4 V4" stroke=${LINE} stroke-width="0.9" opacity="0.6" />
    <path d="M-10 -1 Q-24 -4 -26 -14 M-10 1 Q-24 4 -26 14" fill="none" stroke=${LINE} stroke-width="0.8" />`,
  tuna: (tint) => svg`
    <path d="M-22 0 Q-8 -13 12 -4 L16 -4 L24 -14 L21 0 L24 14 L16 4 L12 4 Q-8 13 -22 0 Z" fill=${tint} stroke=${LINE} stroke-width="1.6" stroke-linejoin="round" />
    <path d="M-2 -7 L4 -16 L6 -6 M2 7 L6 13 L8 5" fill=${tint} stroke=${LINE} stroke-width="1.2" stroke-linejoin="round" />
    <path d="M8 -3 l2 0 M8 3 l2 0" stroke="#f2c230" stroke-width="1.6" />
    <path d="M-20 1 Q-2 6 12 2" stroke="#dfe7ea" stroke-width="2" fill="none" opacity="0.8" />
    <circle cx="-15" cy="-2" r="1.7" fill=${LINE} />`,
  processing: (tint) => svg`
    <rect x="-14" y="-13" width="28" height="26" rx="4" fill=${tint} stroke=${LINE} stroke-width="1.6" />
    <rect x="-14" y="-13" width="28" height="6" rx="3" fill="#dfe7ea" stroke=${LINE} stroke-width="1.2" />
    <rect x="-14" y="7" width="28" height="6" rx="3" fill="#dfe7ea" stroke=${LINE} stroke-width="1.2" />
    <path d="M-8 0 Q0 -6 8 0 L12 -3 L11 0 L12 3 L8 0 Q0 6 -8 0 Z" fill="#f4f1e8" stroke=${LINE} stroke-width="1" />`,
  pub: (tint) => svg`
    <path d="M-12 -10 H8 V14 Q8 16 6 16 H-10 Q-12 16 -12 14 Z" fill=${tint} stroke=${LINE} stroke-width="1.6" />
    <path d="M8 -4 H14 Q18 -4 18 2 V6 Q18 10 14 10 H8" fill="none" stroke=${LINE} stroke-width="2.2" />
    <path d="M-14 -10 Q-14 -18 -6 -16 Q-2 -22 4 -17 Q12 -18 10 -10 Z" fill="#fbfaf5" stroke=${LINE} stroke-width="1.4" />
    <path d="M-7 -4 V11 M-1 -4 V11" stroke=${LINE} stroke-width="1" opacity="0.5" />`,
  'king-crab': (tint) => svg`
    <g stroke=${LINE} stroke-width="1.6" fill="none" stroke-linecap="round">
      <path d="M-10 4 L-18 8 L-22 16 M-9 7 L-14 13 L-15 19 M10 4 L18 8 L22 16 M9 7 L14 13 L15 19" />
      <path d="M-10 -4 L-16 -10 M10 -4 L16 -10" />
    </g>
    <path d="M-16 -10 Q-24 -14 -22 -20 Q-18 -16 -14 -17 Q-12 -14 -16 -10 Z M16 -10 Q24 -14 22 -20 Q18 -16 14 -17 Q12 -14 16 -10 Z" fill=${tint} stroke=${LINE} stroke-width="1.3" stroke-linejoin="round" />
    <ellipse cx="0" cy="1" rx="13" ry="9.5" fill=${tint} stroke=${LINE} stroke-width="1.6" />
    <path d="M-6 -2 l1 -1.6 1 1.6 M3 -2 l1 -1.6 1 1.6 M-2 3 l1 -1.6 1 1.6" stroke=${LINE} stroke-width="0.9" fill="none" />
    <circle cx="-4" cy="-8" r="1.6" fill=${LINE} /><circle cx="4" cy="-8" r="1.6" fill=${LINE} />`,
};

/** A boat of `kind` centred on (x, y). */
export function boatGlyph(kind: BoatLookKey, x = 0, y = 0, scale = 1): SVGTemplateResult {
  return svg`<g class="boat-glyph" transform="translate(${x} ${y}) scale(${scale})" aria-hidden="true">${BOATS[kind](BOAT_LOOK[kind].tint)}</g>`;
}

/** The catch a licence of `kind` names, centred on (x, y). */
export function catchGlyph(kind: LicenceLookKey, x = 0, y = 0, scale = 1): SVGTemplateResult {
  return svg`<g class="catch-glyph" transform="translate(${x} ${y}) scale(${scale})" aria-hidden="true">${CATCH[kind](LICENCE_LOOK[kind].tint)}</g>`;
}

/** Waves under a boat, in the card's picture box. */
function water(y: number, width: number): SVGTemplateResult {
  return svg`<path d="M0 ${y} q${width / 12} -4 ${width / 6} 0 t${width / 6} 0 t${width / 6} 0 t${width / 6} 0 t${width / 6} 0 t${width / 6} 0 V${y + 16} H0 Z"
    fill="#5f9fb8" opacity="0.55" />`;
}

/** A coin showing `dollars`, of radius `r`, centred on (x, y). */
export function coin(dollars: number | string, x: number, y: number, r = 13): SVGTemplateResult {
  return svg`<g class="coin" transform="translate(${x} ${y})">
    <circle r=${r} fill="#f2c230" stroke="#8a6a10" stroke-width="1.6" />
    <circle r=${r - 3} fill="none" stroke="#b88c14" stroke-width="0.9" />
    <text y="0.5" fill="#3d2c00" font-family=${TEXT} font-size=${r * 1.05} font-weight="900" text-anchor="middle" dominant-baseline="central">$${dollars}</text>
  </g>`;
}

/** A victory-point star showing `points`, centred on (x, y). */
export function pointStar(points: number, x: number, y: number, r = 13): SVGTemplateResult {
  const p: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.55;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    p.push(`${(radius * Math.cos(a)).toFixed(1)} ${(radius * Math.sin(a)).toFixed(1)}`);
  }
  return svg`<g class="vp" transform="translate(${x} ${y})">
    <path d=${`M${p.join(' L')} Z`} fill="#2f6cc9" stroke="#173a70" stroke-width="1.2" stroke-linejoin="round" />
    <text y="1" fill="#ffffff" font-family=${TEXT} font-size=${r * 0.8} font-weight="900" text-anchor="middle" dominant-baseline="central">${points}</text>
  </g>`;
}

/**
 * A boat card face (CARD_W × CARD_H units, top-left at the origin): its name on a band of its colour,
 * the boat on the water, its cash value as a coin (bottom left, the biggest figure: a card is money
 * first), its launch cost and its VP.
 */
export function boatCard(face: BoatCardFace): SVGTemplateResult {
  const look = BOAT_LOOK[face.kind];
  return svg`<g class="card boat-card">
    <rect x="1.5" y="1.5" width=${CARD_W - 3} height=${CARD_H - 3} rx="10" fill=${CARD_FACE} stroke=${CARD_EDGE} stroke-width="1.5" />
    <path d="M1.5 28 V11.5 a10 10 0 0 1 10 -10 H${CARD_W - 11.5} a10 10 0 0 1 10 10 V28 Z" fill=${look.tint} />
    <text x=${CARD_W / 2} y="15" fill=${look.ink} font-family=${TEXT} font-size=${look.name.length > 9 ? 11 : 14} font-weight="800"
      text-anchor="middle" dominant-baseline="central">${look.name}</text>
    <rect x="7" y="33" width=${CARD_W - 14} height="60" rx="7" fill="#d7eaf1" />
    <g transform="translate(7 33)">${water(44, CARD_W - 14)}</g>
    ${boatGlyph(face.kind, CARD_W / 2, 64, 0.98)}
    <text x="13" y="44" fill=${LINE} font-family=${TEXT} font-size="10" font-weight="900" opacity="0.65">${look.short}</text>
    ${coin(face.cash, 24, 114, 16)}
    <g font-family=${TEXT} text-anchor="middle" fill=${LINE}>
      <text x="61" y="106" font-size="8" font-weight="700" opacity="0.75">LAUNCH</text>
      <text x="61" y="121" font-size="15" font-weight="900">$${face.cost}</text>
    </g>
    ${pointStar(face.points, 85, 113, 11)}
  </g>`;
}

/**
 * A licence card face: a certificate with a double border (gold for a premium licence), the catch it
 * allows, its title, its bonus in two lines, its minimum bid and its VP.
 */
export function licenceCard(face: LicenceCardFace): SVGTemplateResult {
  const look = LICENCE_LOOK[face.kind];
  const border = face.premium ? '#c9982a' : '#7a8f99';
  return svg`<g class="card licence-card">
    <rect x="1.5" y="1.5" width=${CARD_W - 3} height=${CARD_H - 3} rx="8" fill="#fbf6e6" stroke=${border} stroke-width="2.5" />
    <rect x="6" y="6" width=${CARD_W - 12} height=${CARD_H - 12} rx="5" fill="none" stroke=${border} stroke-width="1" stroke-dasharray=${face.premium ? 'none' : '3 2'} />
    <text x=${CARD_W / 2} y="17" fill="#4a5a62" font-family=${TEXT} font-size="7.5" font-weight="800" letter-spacing="0.8"
      text-anchor="middle">${face.premium ? 'PREMIUM LICENCE' : 'LICENCE'}</text>
    <circle cx=${CARD_W / 2} cy="46" r="23" fill=${look.tint} opacity="0.18" />
    ${catchGlyph(face.kind, CARD_W / 2, 46, 0.95)}
    <text x=${CARD_W / 2} y=${face.subtitle ? 79 : 83} fill=${LINE} font-family=${TEXT} font-size=${face.title.length > 10 ? 11 : 13} font-weight="900"
      text-anchor="middle" dominant-baseline="central" textLength=${face.title.length > 12 ? 80 : nothing} lengthAdjust="spacingAndGlyphs">${face.title}</text>
    ${face.subtitle
      ? svg`<text x=${CARD_W / 2} y="91" fill=${LINE} font-family=${TEXT} font-size="9" font-weight="700" text-anchor="middle" dominant-baseline="central">(${face.subtitle})</text>`
      : nothing}
    <g fill="#2a3840" font-family=${TEXT} font-size="7.5" font-weight="600" text-anchor="middle">
      <text x=${CARD_W / 2} y="103">${face.bonus[0]}</text>
      <text x=${CARD_W / 2} y="112">${face.bonus[1]}</text>
    </g>
    <g font-family=${TEXT} fill=${LINE}>
      <text x="12" y="130" font-size="7" font-weight="700" opacity="0.75">MIN</text>
      <text x="28" y="130.5" font-size="12" font-weight="900">$${face.minimum}</text>
    </g>
    ${pointStar(face.points, 82, 124, 10)}
  </g>`;
}

/**
 * The back of a boat card: what a captain is on a boat and what the deck shows. Navy with a compass
 * rose, the same for every card, so nobody can tell one from another.
 */
export function cardBack(): SVGTemplateResult {
  const rays = [0, 45, 90, 135, 180, 225, 270, 315];
  return svg`<g class="card card-back">
    <rect x="1.5" y="1.5" width=${CARD_W - 3} height=${CARD_H - 3} rx="10" fill="#173a5c" stroke="#0b2238" stroke-width="1.5" />
    <rect x="8" y="8" width=${CARD_W - 16} height=${CARD_H - 16} rx="6" fill="none" stroke="#6fa2c4" stroke-width="1.2" />
    <g transform=${`translate(${CARD_W / 2} ${CARD_H / 2})`}>
      <circle r="26" fill="none" stroke="#6fa2c4" stroke-width="1.2" />
      ${rays.map((a, i) => svg`<path d="M0 ${i % 2 ? -16 : -30} L4 -4 L0 0 L-4 -4 Z" fill=${i % 2 ? '#6fa2c4' : '#e9c46a'} transform="rotate(${a})" />`)}
      <circle r="3" fill="#e9c46a" />
    </g>
    <path d="M12 118 q6 -4 12 0 t12 0 t12 0 t12 0 t12 0 t12 0 t12 0" fill="none" stroke="#6fa2c4" stroke-width="1.2" />
    <path d="M12 24 q6 -4 12 0 t12 0 t12 0 t12 0 t12 0 t12 0 t12 0" fill="none" stroke="#6fa2c4" stroke-width="1.2" />
  </g>`;
}

/** A captain's cap, marking a face-down captain on a boat; about 24 × 14 units around (x, y). */
export function captainCap(x: number, y: number, scale = 1): SVGTemplateResult {
  return svg`<g class="captain-cap" transform="translate(${x} ${y}) scale(${scale})" aria-hidden="true">
    <path d="M-11 2 Q-12 -8 0 -9 Q12 -8 11 2 Z" fill="#fbfaf5" stroke=${LINE} stroke-width="1.4" />
    <path d="M-11 2 H11 V5 H-11 Z" fill="#173a5c" stroke=${LINE} stroke-width="1.2" />
    <path d="M-4 5 Q0 10 12 7 L11 5 Z" fill="#0b2238" />
    <circle cx="0" cy="-2.5" r="2.4" fill="#e9c46a" stroke="#8a6a10" stroke-width="0.7" />
  </g>`;
}

/** A fish crate, about 16 × 14 units, its top-left at (x, y); a processed one is a sealed tin. */
export function crate(x: number, y: number, processed = false): SVGTemplateResult {
  if (processed) {
    return svg`<g class="crate processed" transform="translate(${x} ${y})" aria-hidden="true">
      <rect x="1" y="1" width="14" height="13" rx="2.5" fill="#c3ccd1" stroke=${LINE} stroke-width="1.1" />
      <rect x="1" y="4.5" width="14" height="6" fill="#2f6cc9" />
      <path d="M4 7.5 Q7 5.5 10 7.5 L12 6.2 V8.8 L10 7.5 Q7 9.5 4 7.5 Z" fill="#fbfaf5" />
    </g>`;
  }
  return svg`<g class="crate" transform="translate(${x} ${y})" aria-hidden="true">
    <path d="M2 3 Q5 -2 8 2 Q11 -2 14 3" fill="#7fb3c8" stroke=${LINE} stroke-width="0.8" />
    <rect x="1" y="3" width="14" height="11" rx="1" fill="#c98f4e" stroke="#5e3b17" stroke-width="1.1" />
    <path d="M1 6.6 H15 M1 10.3 H15" stroke="#5e3b17" stroke-width="0.8" />
    <path d="M5 3 V14 M11 3 V14" stroke="#a36e35" stroke-width="0.6" />
  </g>`;
}

/** A licence as it lies in front of its owner: a small certificate (TILE_W × TILE_H) with its catch, name and VP. */
export const TILE_W = 92;
export const TILE_H = 56;

export function licenceTile(face: LicenceCardFace): SVGTemplateResult {
  const look = LICENCE_LOOK[face.kind];
  const border = face.premium ? '#c9982a' : '#7a8f99';
  const name = face.kind === 'processing' ? 'Processing' : face.kind === 'pub' ? 'Pub' : face.title;
  return svg`<g class="licence-tile">
    <rect x="1.5" y="1.5" width=${TILE_W - 3} height=${TILE_H - 3} rx="6" fill="#fbf6e6" stroke=${border} stroke-width="2.5" />
    <circle cx="22" cy="24" r="17" fill=${look.tint} opacity="0.2" />
    ${catchGlyph(face.kind, 22, 24, 0.62)}
    <text x="40" y=${face.subtitle ? 18 : 24} fill=${LINE} font-family=${TEXT} font-size="12" font-weight="900" dominant-baseline="central"
      textLength=${name.length > 5 ? 48 : nothing} lengthAdjust="spacingAndGlyphs">${name}</text>
    ${face.subtitle ? svg`<text x="40" y="31" fill=${LINE} font-family=${TEXT} font-size="8.5" font-weight="700" dominant-baseline="central">${face.subtitle}</text>` : nothing}
    <text x="8" y="48" fill="#4a5a62" font-family=${TEXT} font-size="7" font-weight="800" letter-spacing="0.5">${face.premium ? 'PREMIUM' : 'LICENCE'}</text>
    ${pointStar(face.points, 77, 42, 10)}
  </g>`;
}
