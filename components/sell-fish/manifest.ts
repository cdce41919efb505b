// SELL.fish in the app: how to load its table, on this device and in a room. Its home card (words,
// seats, picture) is in card.ts, fetched only where it is shown.
import { html } from 'lit';
import type { GameView } from '../app/catalog.js';

export const sellFishView: GameView = {
  load: () => import('./index.js'),
  room: {
    load: async () => (await import('./index.js')).sellFish,
    rules: async () => (await import('./index.js')).SELL_FISH_RULES,
    table: (controller, panel) => html`<shoal-sell-fish-table .controller=${controller}>${panel}</shoal-sell-fish-table>`,
  },
  table: (options) =>
    html`<shoal-sell-fish-table
      .mode=${options.mode}
      .saveSlot=${options.slot}
      .request=${options.request}
      ?embedded=${options.embedded}
    ></shoal-sell-fish-table>`,
  card: async () => (await import('./card.js')).sellFishCard,
};
