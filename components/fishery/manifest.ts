// Fishery in the app: how to load its table, on this device and in a room. Its home card (words,
// seats, picture) is in card.ts, fetched only where it is shown.
import { html } from 'lit';
import type { GameView } from '../app/catalog.js';

export const fisheryView: GameView = {
  load: () => import('./index.js'),
  room: {
    load: async () => (await import('./index.js')).fishery,
    rules: async () => (await import('./index.js')).FISHERY_RULES,
    table: (controller, panel) => html`<shoal-fishery-table .controller=${controller}>${panel}</shoal-fishery-table>`,
  },
  table: (options) =>
    html`<shoal-fishery-table
      .mode=${options.mode}
      .saveSlot=${options.slot}
      .request=${options.request}
      ?embedded=${options.embedded}
    ></shoal-fishery-table>`,
  card: async () => (await import('./card.js')).fisheryCard,
};
