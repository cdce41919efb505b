// The last move's events in words, for the board's "last move" lines and the room's news. Only what is
// public: a card paid or discarded is face up, a card drawn or hired is told by its count alone.
import type { Seat } from '../../src/core/index.js';
import type { DrawReason, FleetEvent, FleetState, SeatNamer } from '../../src/games/fleet/index.js';
import { boatName, licenceName, seatColourName } from './looks.js';

const DRAW_WHY: Readonly<Record<DrawReason, string>> = {
  cod: 'for the Cod bonus',
  lobster: 'for the Lobster bonus',
  trade: 'for a processed crate',
  draw: 'in the draw phase',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One sentence for an event (null: nothing worth telling); `nameOf` names the seats other than `viewer`. */
export function eventText(state: FleetState, event: FleetEvent, viewer: Seat | null = null, nameOf: SeatNamer = seatColourName): string | null {
  const who = (seat: Seat) => (seat === viewer ? 'You' : nameOf(seat));
  // "You pay", "Red pays".
  const verb = (seat: Seat, stem: string) => (seat === viewer ? stem : /(s|sh|ch)$/.test(stem) ? `${stem}es` : `${stem}s`);
  switch (event.kind) {
    case 'start-player':
      return `${who(event.seat)} ${event.seat === viewer ? 'start' : 'starts'} the game.`;
    case 'licence-revealed':
      return `A ${licenceName(event.licence)} is turned up.`;
    case 'display-removed':
      return `Nobody bought a licence: ${event.licences.map(licenceName).join(', ')} leave the game.`;
    case 'auction-won':
      return `${who(event.seat)} ${verb(event.seat, 'win')} the ${licenceName(event.licence)} for $${event.bid}.`;
    case 'paid': {
      const parts = [
        ...(event.cards.length ? [event.cards.map(boatName).join(', ')] : []),
        ...(event.crates ? [plural(event.crates, 'processed crate')] : []),
        ...(event.goneFishin ? [plural(event.goneFishin, "Gone Fishin' card")] : []),
      ];
      return `${who(event.seat)} ${verb(event.seat, 'pay')} $${event.due} due${parts.length ? ` with ${parts.join(' and ')}` : ' (nothing due)'}.`;
    }
    case 'launched':
      return `${who(event.seat)} ${verb(event.seat, 'launch')} a ${boatName(event.card)}.`;
    case 'hired':
      return `${who(event.seat)} ${verb(event.seat, 'hire')} a captain, face down.`;
    case 'drawn':
      return `${who(event.seat)} ${verb(event.seat, 'draw')} ${plural(event.count, 'card')} ${DRAW_WHY[event.reason]}.`;
    case 'discarded':
      return `${who(event.seat)} ${verb(event.seat, 'discard')} a ${boatName(event.card)} card.`;
    case 'gone-fishin':
      return `${who(event.seat)} ${verb(event.seat, 'take')} a Gone Fishin' card.`;
    case 'fished': {
      const total = event.crates.reduce((a, b) => a + b, 0);
      return total ? `Fishing: ${event.crates.map((n, seat) => `${nameOf(seat)} +${n}`).join(', ')} ${total === 1 ? 'crate' : 'crates'}.` : 'Fishing: no boat has a captain and room for a crate.';
    }
    case 'processed':
      return `${who(event.seat)} ${verb(event.seat, 'process')} ${plural(event.boats.length, 'crate')}${event.traded ? ' and ' + verb(event.seat, 'trade') + ' one for cards' : ''}.`;
    case 'reshuffled':
      return `The discard pile (${plural(event.cards, 'card')}) is shuffled into a new deck.`;
    case 'round':
      return `Round ${event.round}: ${nameOf(event.startPlayer)} is the start player.`;
    case 'end-triggered':
      return event.reason === 'licences'
        ? 'The licence deck cannot refill the display: the game ends after this round’s fishing.'
        : 'The crates have run out: the game ends after this fishing phase.';
    case 'over':
      return state.final ? 'The game is over.' : null;
  }
}

/** The last move's events in words. */
export function describeEvents(state: FleetState, events: readonly FleetEvent[], viewer: Seat | null = null, nameOf: SeatNamer = seatColourName): string[] {
  return events.map((event) => eventText(state, event, viewer, nameOf)).filter((line): line is string => line !== null);
}
