// Fleet for players, in brief, each point tagged with the rule it summarises (shared/rules/fleet.md).
import type { RulesText } from '../shared/rules-panel.js';

export const FLEET_RULES: RulesText = {
  game: 'Fleet',
  summary:
    'Buy fishing licences at auction, launch boats that match them, put captains on your boats so they fish, and fill them with crates. Every boat card in your hand is money, a boat and a captain at once, so every card is a choice. Most victory points (VP) wins.',
  sections: [
    {
      title: 'Your hand',
      points: [
        { id: 'FL-2.1', text: 'You start with one card of each of the six boat types: Shrimp, Lobster, Processing Vessel, Cod, Tuna, King Crab.' },
        { id: 'FL-1.4', text: 'A card in hand can be launched as a boat (if you hold its licence), spent as money at its cash value, or hired face down as a captain on any of your boats.' },
        { id: 'FL-14', text: 'Your hand is yours alone: others see only how many cards you hold. Captains stay face down, even after the game.' },
      ],
    },
    {
      title: 'Paying',
      points: [
        { id: 'FL-4.3', text: 'Pay with boat cards (their cash value; they go to the discard pile face up) and processed crates ($1 each).' },
        { id: 'FL-4.4', text: 'No change is given: pay more than is due and the rest is lost.' },
        { id: 'FL-4.5', text: 'You may not add a card or crate the payment does not need; an exact payment is not required.' },
        { id: 'FL-4.2', text: 'Each Shrimp licence you own takes $1 off every payment.' },
      ],
    },
    {
      title: 'A round: five phases',
      points: [
        { id: 'FL-5', text: '1. Licence auction. In turn, open an auction on a licence in the display (at least its minimum) or decline and buy nothing this round. Others raise or pass; the last bidder buys. One licence each per round.' },
        { id: 'FL-6', text: '2. Launch a boat you hold the licence for, paying its launch cost with other cards (two with a Cod licence). Then hire a captain: any card face down on a boat without one (two with a Lobster licence).' },
        { id: 'FL-7', text: '3. Fishing: each captained boat gets one crate, up to four per boat.' },
        { id: 'FL-8', text: '4. Processing (Processing Vessel licence): move a crate from a boat to processed, $1 to spend; once a round trade a processed crate for cards.' },
        { id: 'FL-9', text: '5. Draw two cards and keep one (Tuna licences change this).' },
      ],
    },
    {
      title: 'Licence bonuses',
      points: [
        { id: 'FL-10.1', text: 'Shrimp: $1 off every payment. Cod: launch two boats; draw a card per Cod licence after launching. Lobster: hire two captains; draw by your captained boats. Tuna: draw more in phase 5. Processing Vessel: process crates and trade.' },
        { id: 'FL-10.4', text: 'King Crab licences let you launch King Crab boats and score at the end: per captained boat, per 3 crates on boats, or by how many licence types you own. The Pub scores 10 VP and does nothing else.' },
      ],
    },
    {
      title: 'End and scoring',
      points: [
        { id: 'FL-11', text: 'The game ends after the fishing phase of the round in which the licence deck cannot refill the display, or the crates run out.' },
        { id: 'FL-12', text: 'Score the VP printed on your licences and launched boats, 1 per crate on your boats, and your King Crab bonuses.' },
        { id: 'FL-13', text: 'A tie goes to the most launched boats, then the most crates on boats.' },
      ],
    },
  ],
};
