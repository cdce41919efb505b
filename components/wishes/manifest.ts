// If Wishes Were Fishes! in the app: how to load its table, on this device and in a room. Its home card
// (words, seats, picture) is in card.ts, fetched only where it is shown.
import { html } from 'lit';
import type { GameView } from '../app/catalog.js';

export const wishesView: GameView = {
  load: () => import('./index.js'),
  room: {
    load: async () => (await import('./index.js')).wishes,
    rules: async () => (await import('./index.js')).WISHES_RULES,
    table: (controller, panel) => html`<shoal-wishes-table .controller=${controller}>${panel}</shoal-wishes-table>`,
  },
  table: (options) =>
    html`<shoal-wishes-table
      .mode=${options.mode}
      .saveSlot=${options.slot}
      .request=${options.request}
      ?embedded=${options.embedded}
    ></shoal-wishes-table>`,
  card: async () => (await import('./card.js')).wishesCard,
};
