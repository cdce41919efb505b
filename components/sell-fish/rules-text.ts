// SELL.fish for players, in brief, each point tagged with the rule it summarises (docs/rules/sell-fish.md).
import type { RulesText } from '../shared/rules-panel.js';

export const SELL_FISH_RULES: RulesText = {
  game: 'SELL.fish',
  summary:
    'Each player leads a fishing community on two rivers. Every year you bid for new ships and secretly send ships to the Green and the Blue river. Crowded rivers lose fish, empty ones recover. If a river nearly empties, quotas and inspections begin. Richest community after at most 10 years wins: money plus the value of its fleet.',
  sections: [
    {
      title: 'The year',
      points: [
        { id: 'SF-3.1', text: 'Everyone starts with $20 and 5, 3 or 2 ships (2, 3, or 4–6 players). Green starts on stock 3, Blue on 4.' },
        { id: 'SF-6', text: 'Two ship auctions: everyone seals a bid ($0–20), all bids open together, the highest pays and gets the ship at once. Ties are drawn at random; no bids, no sale.' },
        { id: 'SF-7.1', text: 'Green river, then Blue river: everyone seals how many ships to send; all numbers open together. A ship fishes one river a year.' },
        { id: 'SF-8', text: 'Port: each ship that fished nowhere costs $3.' },
      ],
    },
    {
      title: 'Fishing',
      points: [
        { id: 'SF-1.5', text: 'The ships fishing a river move its stock: 0–3 ships up 1, 4–5 stays, 6–8 down 1, 9 or more down 2 (between 1 and 8).' },
        { id: 'SF-7.5', text: 'Then, in seat order, each fisher draws the chips its stock position shows (silver 1–6, gold 4–9). Their sum is the catch of each of its ships: it earns $1 a fish and pays $10 a ship.' },
        { id: 'SF-5.1', text: 'A river that ends on stock 1 or 2 (one chip) starts the extinction threat: from next year a secret quota vote opens every year.' },
      ],
    },
    {
      title: 'Quotas and inspection',
      points: [
        { id: 'SF-5.4', text: 'For each river vote no quota, one number for everyone, or a number per community. Identical per-community tables from everyone apply; otherwise a strict majority for a number or no quota; otherwise last year’s quota stays.' },
        { id: 'SF-7.2', text: 'Sending more than the quota means inspection: a coin flip. Caught, every ship you sent goes home, you pay $3 each and a fine of a silver chip × the excess, halved (rounded down) the first time.' },
      ],
    },
    {
      title: 'Trades and the end',
      points: [
        { id: 'SF-11', text: 'Between steps, offer ships to anyone at any price. Ships sent to a river this year cannot be traded, and nothing is traded while a sealed step is open.' },
        { id: 'SF-9', text: 'After years 6, 7, 8 and 9, 2, 5, 8 and 11 silver chips are drawn: a 6 ends the game. Year 10 is the last.' },
        { id: 'SF-10', text: 'Score: money plus ships × (value of Green’s stock + value of Blue’s stock: $0, 1, 2, 4, 6, 8, 10, 12 for stock 1–8). Ties: more ships, else a shared win.' },
      ],
    },
    {
      title: 'Fair play',
      points: [
        { id: 'SF-12', text: 'Bids, programmings and ballots are sealed commitments, opened only once everyone has sealed. Chips, the coin and the end draws come from randomness every player contributes to; nobody can peek or steer a chip.' },
      ],
    },
  ],
};
