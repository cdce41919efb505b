// Finds what keyboard focus can reach inside a subtree, through shadow roots and slots (the flat tree),
// so a dialog can keep Tab inside itself.

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function visible(element: Element): boolean {
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/** Every focusable element under `root` in flat-tree order. A host that delegates focus counts as one stop. */
export function focusableWithin(root: Element | ShadowRoot): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (node: Element): void => {
    if (node instanceof HTMLSlotElement) {
      for (const assigned of node.assignedElements({ flatten: true })) visit(assigned);
      return;
    }
    if (!visible(node) || node.hasAttribute('inert')) return;
    const shadow = (node as HTMLElement).shadowRoot;
    if (shadow?.delegatesFocus) {
      if (focusableWithin(shadow).length > 0 && !(node as HTMLElement).hasAttribute('disabled')) found.push(node as HTMLElement);
      return;
    }
    if (node.matches(FOCUSABLE)) found.push(node as HTMLElement);
    const children = shadow ? shadow.children : node.children;
    for (const child of Array.from(children)) visit(child);
  };
  for (const child of Array.from(root.children)) visit(child);
  return found;
}
