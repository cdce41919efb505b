// Each game's home card: what the home screen says of it, the seats its "Play vs bot" dialog offers,
// and its picture. Kept out of the catalog so a page opened at a table loads no other game's words or
// data; the home screen imports every card, a room page fetches its own game's (GameView.card). A
// game in the catalog without a card here fails the type-check.
import type { SVGTemplateResult } from 'lit';
import type { SeatLook } from '../shared/seat-marker.js';
import type { ViewedGameId } from './catalog.js';
import { fisheryCard } from '../fishery/card.js';
import { goneFishingCard } from '../gone-fishing/card.js';
import { wishesCard } from '../wishes/card.js';
import { sellFishCard } from '../sell-fish/card.js';
import { fleetCard } from '../fleet/card.js';

/** One game's home card. */
export interface GameCard {
  /** One line that makes you want to play. */
  readonly pitch: string;
  /** Short facts for the card, e.g. "About 15 minutes". */
  readonly facts: readonly string[];
  /** How a game goes, in two to four short steps. */
  readonly steps: readonly string[];
  readonly seatNames: readonly string[];
  readonly seatLooks: readonly SeatLook[];
  /** How the seats look in a room, where they may not stand for what `seatLooks` shows (default `seatLooks`). */
  readonly roomSeatLooks?: readonly SeatLook[];
  /** Under the colour choice, e.g. "Black moves first." */
  readonly seatHint: string;
  /** What the seat choice asks (default "Your colour"), e.g. "Your role on day 1". */
  readonly seatLegend?: string;
  /** For a game of several sizes, the seats a new game against bots has unless the player chooses. */
  readonly defaultPlayers?: number;
  /** The card's picture, drawn with the table's own pieces: its own chunk, fetched when the card shows. */
  readonly illustration: () => Promise<SVGTemplateResult>;
  /** The picture's width / height (as CSS `aspect-ratio`), so the card keeps its place while it loads. */
  readonly illustrationAspect: string;
}

const CARDS = { fishery: fisheryCard, 'gone-fishing': goneFishingCard, wishes: wishesCard, 'sell-fish': sellFishCard, fleet: fleetCard } satisfies Record<ViewedGameId, GameCard>;

/** The card of `gameId`, or undefined for a game the app does not offer. */
export function cardOf(gameId: string): GameCard | undefined {
  return Object.hasOwn(CARDS, gameId) ? CARDS[gameId as ViewedGameId] : undefined;
}
