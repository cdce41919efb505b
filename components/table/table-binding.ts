// Keeps a table element drawn as its game changes, whichever controller (local or a room's) it shows.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameTable } from './game-table.js';

/** Subscribes its host to the GameTable it is given while the host is on the page. */
export class TableBinding implements ReactiveController {
  private _table: GameTable | null = null;
  private _unbind: (() => void) | null = null;
  private _connected = false;

  constructor(private readonly _host: ReactiveControllerHost) {
    _host.addController(this);
  }

  /** Follows `table` from now on (null: none). */
  follow(table: GameTable | null): void {
    if (table === this._table) return;
    this._unbind?.();
    this._unbind = null;
    this._table = table;
    if (this._connected) this._bind();
  }

  hostConnected(): void {
    this._connected = true;
    this._bind();
  }

  hostDisconnected(): void {
    this._connected = false;
    this._unbind?.();
    this._unbind = null;
  }

  private _bind(): void {
    if (!this._unbind && this._table) this._unbind = this._table.subscribe(() => this._host.requestUpdate());
  }
}
