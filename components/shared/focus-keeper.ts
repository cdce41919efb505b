// Keeps keyboard focus in a board when the control that had it goes away with a move (a step's button,
// a chosen card, the whole panel while others play): without this, focus falls to the page's <body>
// and a keyboard player must Tab back from the top after every move.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Focusable = HTMLElement | SVGElement;

/**
 * Added to `host` (`addController`), watches its shadow root across each update: when it held focus
 * and the update removed the focused element (focus fell to `<body>`), focuses `fallback()`. With
 * `resume`, focus parked on the fallback moves on to the control `resume` finds once there is one
 * again (the player's next step).
 */
export class FocusKeeper implements ReactiveController {
  private _held = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly fallback: () => Focusable | null,
    private readonly resume?: () => Promise<Focusable | null>,
  ) {}

  hostUpdate(): void {
    this._held = this.host.shadowRoot?.activeElement != null;
  }

  hostUpdated(): void {
    if (!this._held) return;
    this._held = false;
    // Checked a task later, once the elements inside (a panel's own controls) have rendered too.
    setTimeout(() => void this._keep());
  }

  private async _keep(): Promise<void> {
    const parked = this.fallback();
    const active = document.activeElement;
    if ((active === null || active === document.body) && this.host.isConnected) parked?.focus({ focusVisible: true } as FocusOptions);
    if (!this.resume || !parked || this.host.shadowRoot?.activeElement !== parked) return;
    const next = await this.resume();
    if (next && this.host.shadowRoot?.activeElement === parked) next.focus({ focusVisible: true } as FocusOptions);
  }
}
