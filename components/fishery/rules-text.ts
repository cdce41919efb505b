// Fishery's rules for players, in brief, each point tagged with the rule it summarises
// (shared/rules/fishery.md).
import type { RulesText } from '../shared/rules-panel.js';

export const FISHERY_RULES: RulesText = {
  game: 'Fishery',
  summary:
    'Place your ships, then take turns laying nets to split the sea into fisheries. A fishery belongs to whoever has more ships in it, and scores one fish per square. Most fish wins.',
  sections: [
    {
      title: 'The board',
      points: [
        { id: 'F-1.2', text: 'The sea is 9 columns (A–I) by 7 rows (1–7). Its outer edge is the blue rim, a net that is always there.' },
        { id: 'F-1.3', text: 'A fishery is an area of water closed in by nets and the rim. With no nets yet, the whole sea is one fishery.' },
        { id: 'F-2.2', text: 'Each player has 6 ships and 30 nets of their own colour. Black moves first; turns alternate for the whole game.' },
      ],
    },
    {
      title: 'Phase 1: ships',
      points: [
        { id: 'F-3.1', text: 'On your turn, put one of your ships on any empty square.' },
        { id: 'F-3.2', text: 'You cannot pass while ships are being placed.' },
        { id: 'F-3.3', text: 'Once all 12 ships are out, the net phase begins, Black first. Ships never move.' },
      ],
    },
    {
      title: 'Phase 2: nets',
      points: [
        { id: 'F-4.1', text: 'On your turn, lay one of your nets on an empty line between two squares, or pass.' },
        { id: 'F-4.2', text: 'Every fishery must keep at least one ship (of either colour).' },
        { id: 'F-4.3', text: 'Every fishery must touch the blue rim: you may not close off a pond with nets alone.' },
        { id: 'F-4.1.2', text: 'With no nets left you must pass. You may also pass whenever you like, and lay nets again later.' },
      ],
    },
    {
      title: 'End and scoring',
      points: [
        { id: 'F-5.1', text: 'The game ends as soon as both players pass one after the other.' },
        { id: 'F-6.2', text: 'A fishery belongs to the player with more ships in it and scores one fish per square, ship squares included. A tie in ships scores for nobody.' },
        { id: 'F-6.5', text: 'Most fish wins. If the fish are equal, White wins.' },
      ],
    },
  ],
};
