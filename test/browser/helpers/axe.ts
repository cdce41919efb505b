// Accessibility checks on the page as it is now: axe-core with every rule it has (none switched off),
// and what a player reads (no rule numbers).
import axe from 'axe-core';
import { emulateMedia } from '@web/test-runner-commands';

/** Every axe violation on the page, one readable line per failing node; empty when there are none. */
export async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document, { resultTypes: ['violations'] });
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${JSON.stringify(node.target)} ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
  );
}

/** Animations finish at once (entering elements fade in, and axe would measure them half-faded). */
export async function stillMotion(): Promise<void> {
  await emulateMedia({ reducedMotion: 'reduce' });
}

/** Every element under `root`, through open shadow roots. */
export function deepElements(root: Element | ShadowRoot | Document): Element[] {
  const found: Element[] = [];
  const visit = (scope: Element | ShadowRoot | Document): void => {
    for (const element of Array.from(scope.querySelectorAll('*'))) {
      found.push(element);
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  visit(root);
  return found;
}

/** Waits until every Lit element on the page has finished updating, a few rounds deep. */
export async function settleAll(): Promise<void> {
  for (let round = 0; round < 4; round++) {
    const pending = deepElements(document)
      .map((element) => (element as Element & { updateComplete?: Promise<unknown> }).updateComplete)
      .filter((update): update is Promise<unknown> => update !== undefined);
    await Promise.all(pending);
    // A frame, so layout and styles are current; a page in a background tab gets no frames, so a timer too.
    await new Promise((resolve) => {
      requestAnimationFrame(resolve);
      setTimeout(resolve, 50);
    });
  }
  await animationsFinished();
}

/**
 * Waits until the page, shadow roots included, has run no finite animation or transition for two frames
 * (at most 2 s): a fade caught at its start reads as text the colour of its background, and a redraw may
 * start a transition just after the last one ended.
 */
async function animationsFinished(): Promise<void> {
  const running = (): Animation[] =>
    document.getAnimations().filter((animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
  const nextFrame = (): Promise<unknown> => new Promise((resolve) => (requestAnimationFrame(resolve), setTimeout(resolve, 50)));
  const deadline = performance.now() + 2000;
  let quietFrames = 0;
  while (quietFrames < 2 && performance.now() < deadline) {
    const now = running();
    if (now.length === 0) quietFrames++;
    else {
      quietFrames = 0;
      await Promise.race([Promise.all(now.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, deadline - performance.now()))]);
    }
    await nextFrame();
  }
}

/** The text a player can see (or hear) on the page: visible text nodes and accessible labels. */
export function playerText(): string {
  const parts: string[] = [];
  for (const element of deepElements(document)) {
    if (element.localName === 'style' || element.localName === 'script') continue;
    const label = element.getAttribute('aria-label') ?? element.getAttribute('title');
    if (label) parts.push(label);
    if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) continue;
    for (const node of Array.from(element.childNodes)) if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) parts.push(node.textContent.trim());
  }
  return parts.join('\n');
}

/** A rule number as the rule books write them: F-6.5, GF-7.4, SF-12, W-3.2, FL-1. */
export const RULE_ID = /\b(?:F|GF|SF|W|FL)-\d+(?:\.\d+)*\b/;
