import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';

/**
 * The base of an element that wraps a `<shoal-dialog>` to ask for a choice (a new game, a table's setup,
 * what next after a game): its `open` state, the choice going out as an event, and a close without a
 * choice (Cancel, Escape, ×) going out as `dialog-close`. Subclasses render the `<shoal-dialog>` with
 * `?open=${this.open} @dialog-close=${this.onDialogClose}`.
 *
 * @fires dialog-close - When it closes without a choice.
 */
export abstract class ShoalDialogHost extends LitElement {
  @property({ type: Boolean, reflect: true }) open = false;

  /** Closes it and sends the choice out as a `type` event carrying `detail`. */
  protected choose<T>(type: string, detail?: T): void {
    this.open = false;
    this.dispatchEvent(new CustomEvent<T | undefined>(type, { detail, bubbles: true, composed: true }));
  }

  /** Closes it without a choice. */
  protected dismiss = (): void => this.choose('dialog-close');

  /** The inner dialog closed: a choice already closed this and said so; a plain close is passed on. */
  protected onDialogClose = (event: Event): void => {
    event.stopPropagation();
    if (this.open) this.dismiss();
  };
}
