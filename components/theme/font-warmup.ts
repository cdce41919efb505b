// A table's first drawing asks the browser for every face it uses (a family at a weight); on Linux each
// ask is a blocking round trip to the browser's font service, 5-60 ms apiece under load, and a room's
// first synced drawing made several at once (most of its 70-200 ms of layout). warmFonts asks for them
// while the page has nothing else to do (a room link waiting on the network), in a hidden element drawn
// once and removed.
import { SCALE } from './tokens.js';

/** Text with every character outside ASCII that the rooms and tables draw. */
const SAMPLE = 'Ada 0123456789 …–×·’→−“”—';

/** The weights the app's styles use with each font token. */
export const WARMED_FACES: Readonly<Record<'--shoal-font' | '--shoal-font-display' | '--shoal-font-mono', readonly number[]>> = {
  '--shoal-font': [400, 500, 600, 700, 800, 900],
  '--shoal-font-display': [500, 700, 800, 900],
  '--shoal-font-mono': [500, 600],
};

/** Draws each face the app uses once, hidden, in the next frame, and removes it after that frame. */
export function warmFonts(doc: Document = document): void {
  if (!doc.body) return;
  const box = doc.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.dataset['fontWarmup'] = '';
  box.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;overflow:hidden;visibility:hidden;pointer-events:none;contain:strict';
  for (const [token, weights] of Object.entries(WARMED_FACES)) {
    for (const weight of weights) {
      const line = doc.createElement('span');
      line.style.font = `${weight} 16px ${SCALE[token]}`;
      line.textContent = SAMPLE;
      box.append(line);
    }
  }
  doc.body.append(box);
  requestAnimationFrame(() => setTimeout(() => box.remove(), 0));
}
