// Gone Fishing in the app: how to load its table, on this device and in a room. Its home card (words,
// seats, picture) is in card.ts, fetched only where it is shown.
import { html } from 'lit';
import type { GameView } from '../app/catalog.js';

export const goneFishingView: GameView = {
  // One shared screen would show the Angler the Fish player's tiles.
  localModes: ['bot'],
  load: () => import('./index.js'),
  room: {
    load: async () => (await import('./index.js')).goneFishing,
    rules: async () => (await import('./index.js')).GONE_FISHING_RULES,
    table: (controller, panel) => html`<shoal-gone-fishing-table .controller=${controller}>${panel}</shoal-gone-fishing-table>`,
  },
  table: (options) =>
    html`<shoal-gone-fishing-table
      .mode=${options.mode}
      .saveSlot=${options.slot}
      .request=${options.request}
      ?embedded=${options.embedded}
    ></shoal-gone-fishing-table>`,
  card: async () => (await import('./card.js')).goneFishingCard,
};
