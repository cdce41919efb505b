// Fleet in the app: how to load its table, on this device and in a room. Its home card (words,
// seats, picture) is in card.ts, fetched only where it is shown.
import { html } from 'lit';
import type { GameView } from '../app/catalog.js';

export const fleetView: GameView = {
  // Hands are secret: one shared screen would show every hand.
  localModes: ['bot'],
  load: () => import('./index.js'),
  room: {
    load: async () => (await import('./index.js')).fleet,
    rules: async () => (await import('./index.js')).FLEET_RULES,
    table: (controller, panel) => html`<shoal-fleet-table .controller=${controller}>${panel}</shoal-fleet-table>`,
  },
  table: (options) =>
    html`<shoal-fleet-table .mode=${options.mode} .saveSlot=${options.slot} .request=${options.request} ?embedded=${options.embedded}></shoal-fleet-table>`,
  card: async () => (await import('./card.js')).fleetCard,
};
