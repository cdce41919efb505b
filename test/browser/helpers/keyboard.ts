// Playing with the keyboard alone, as a player would: real key presses from the browser (no clicks,
// no properties set), and where focus is after each, looked up through shadow roots.
import { sendKeys } from '@web/test-runner-commands';

/** The focused element, inside shadow roots. */
export function focused(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The element itself, or the shadow host it sits in, out to `levels` hosts. */
export function hostsOf(element: Element | null): Element[] {
  const chain: Element[] = [];
  let node: Element | null = element;
  while (node) {
    chain.push(node);
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return chain;
}

/** True when focus is on `element` or inside it (through shadow roots). */
export function focusWithin(element: Element): boolean {
  const active = focused();
  if (!active) return false;
  return hostsOf(active).some((node) => node === element || element.contains(node) || element.shadowRoot?.contains(node) === true);
}

/** Presses one key, or a chord such as "Shift+Tab" (modifiers held down around the last key). */
export async function press(key: string): Promise<void> {
  const keys = key.split('+');
  const last = keys.pop()!;
  for (const modifier of keys) await sendKeys({ down: modifier });
  await sendKeys({ press: last });
  for (const modifier of keys.reverse()) await sendKeys({ up: modifier });
}

/** A short description of what has focus, for failure messages. */
export function describeFocus(): string {
  const active = focused();
  if (!active) return 'nothing';
  return hostsOf(active)
    .map((node) => `${node.localName}${node.id ? `#${node.id}` : ''}${node.getAttribute('data-slot') ? `[data-slot=${node.getAttribute('data-slot')}]` : ''} "${(node.textContent ?? '').trim().slice(0, 30)}"`)
    .join(' in ');
}

/**
 * Presses Tab (or Shift+Tab) until the focused element, or one of its shadow hosts, matches `wanted`;
 * returns that element. Fails naming `what` after a page's worth of stops.
 */
export async function tabTo(wanted: (element: Element) => boolean, what: string, options: { backwards?: boolean; stops?: number } = {}): Promise<Element> {
  const stops = options.stops ?? 80;
  const seen: string[] = [];
  for (let stop = 0; stop <= stops; stop++) {
    const match = hostsOf(focused()).find(wanted);
    if (match) return match;
    if (stop === stops) break;
    seen.push(describeFocus());
    await press(options.backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${what}; focus went through: ${seen.slice(-12).join(' | ')}`);
}

/** A <shoal-button> (or button) whose text starts with `text`. */
export function buttonText(text: string): (element: Element) => boolean {
  return (element) => (element.localName === 'shoal-button' || element.localName === 'button') && (element.textContent ?? '').trim().startsWith(text);
}
