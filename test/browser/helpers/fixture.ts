// Mounting elements for browser tests, and waiting for what they show.
import { render, type TemplateResult } from 'lit';

const mounted: HTMLElement[] = [];

/** Renders `template` into a fresh container in the document; returns its first element, updated. */
export async function fixture<T extends Element>(template: TemplateResult): Promise<T> {
  const container = document.createElement('div');
  document.body.append(container);
  mounted.push(container);
  render(template, container);
  const element = container.firstElementChild as T;
  await settle(element);
  return element;
}

/** Waits for an element (and the Lit elements in its shadow root) to finish updating. */
export async function settle(element: Element): Promise<void> {
  for (let round = 0; round < 3; round++) {
    const pending = [element, ...Array.from(element.shadowRoot?.querySelectorAll('*') ?? [])]
      .map((node) => (node as Element & { updateComplete?: Promise<unknown> }).updateComplete)
      .filter((update): update is Promise<unknown> => update !== undefined);
    await Promise.all(pending);
  }
}

/** Removes everything `fixture` mounted. */
export function cleanup(): void {
  for (const container of mounted.splice(0)) container.remove();
}

export { until } from '../../kit/until.js';

/** The first element matching `selector` in `root`'s shadow root (throws when absent). */
export function inShadow<T extends Element = Element>(root: Element, selector: string): T {
  const found = root.shadowRoot?.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector} in <${root.localName}>`);
  return found;
}

/** A mouse click on an SVG or HTML element. */
export function click(target: Element, pointerType = 'mouse'): void {
  target.dispatchEvent(new PointerEvent('click', { bubbles: true, composed: true, pointerType }));
}

/** A key press on `target`. */
export function press(target: Element, key: string, init: KeyboardEventInit = {}): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...init }));
}

/** Every element matching `selector` in `root` and the shadow roots within it (as a player's page finds them). */
export function deepAll<T extends Element = Element>(root: Element | ShadowRoot, selector: string): T[] {
  const found: T[] = [];
  const visit = (node: Element | ShadowRoot): void => {
    found.push(...Array.from(node.querySelectorAll<T>(selector)));
    for (const element of Array.from(node.querySelectorAll('*'))) if (element.shadowRoot) visit(element.shadowRoot);
  };
  visit(root instanceof Element && root.shadowRoot ? root.shadowRoot : root);
  return found;
}

/** The first element matching `selector` anywhere in `root`'s shadow trees, or null. */
export function deep<T extends Element = Element>(root: Element | ShadowRoot, selector: string): T | null {
  return deepAll<T>(root, selector)[0] ?? null;
}
