// Gone Fishing's rules for players, in brief, each point tagged with the rule it summarises
// (shared/rules/gone-fishing.md).
import type { RulesText } from '../shared/rules-panel.js';

export const GONE_FISHING_RULES: RulesText = {
  game: 'Gone Fishing',
  summary:
    'One player hides 16 tiles face down in a 4 × 4 lake; the other walks two anglers round the piers and fishes blind, paying for each cast with a line card. After one day the roles swap. Only the Angler scores, so each of you scores on the day you fish.',
  sections: [
    {
      title: 'The lake',
      points: [
        { id: 'GF-1.2', text: '10 fish worth 1 to 6 points (two each of 1–4, one 5, one 6), 5 trash tiles and a diver, all with the same back.' },
        { id: 'GF-2.2', text: '20 piers ring the lake, one at each end of every row, column and diagonal. A pier looks along its line: the nearest field is distance 1, the farthest distance 4.' },
        { id: 'GF-4.1', text: 'The Fish player lays the tiles in any order. Only they see the faces; the table keeps each face sealed, so it cannot change later.' },
        { id: 'GF-4.2', text: 'The Angler puts the red and the yellow figure on two different start piers. Far apart is a good idea.' },
      ],
    },
    {
      title: 'A round',
      points: [
        { id: 'GF-5.1', text: 'Step 1: the Angler moves one figure clockwise by as many piers as they like. Reaching or passing its own start pier sends it home for the day.' },
        { id: 'GF-5.2', text: 'Step 2: the Fish player shows the Angler one tile on that figure’s line. The diver may be shown only when it is alone on the line.' },
        { id: 'GF-5.3', text: 'Step 3: the Angler may catch any tile on the line by spending the line card of its distance; the figure then moves on that many piers. Or play a special, or catch nothing.' },
        { id: 'GF-5.3.1', text: 'A caught fish or trash tile is turned up and kept. The diver is turned back face down and stays in the lake.' },
        { id: 'GF-5.4', text: 'Step 4: the Fish player makes up to 3 moves. A move slides one tile straight up, down, left or right over empty fields.' },
      ],
    },
    {
      title: 'Specials and helpers',
      points: [
        { id: 'GF-1.4', text: 'PEEK: look at any one tile. CALM: the Fish player may not move tiles this round. Each is used once a day, instead of catching; each left unused costs 1 point.' },
        { id: 'GF-1.5', text: 'Optional house variant: the Fish player gets SWAP (swap two tiles instead of moving), SCHOOL (up to 6 moves) and MURKY (show nothing), each once a day.' },
      ],
    },
    {
      title: 'The end',
      points: [
        { id: 'GF-6.3', text: 'The day ends when both figures are home. Then every tile is opened and checked against its seal.' },
        { id: 'GF-7.1', text: 'The Angler scores the points of the fish caught, minus 1 per unused special.' },
        { id: 'GF-7.3', text: 'After day 2 the higher score wins; on a tie, the day-1 Angler wins.' },
        { id: 'GF-8.1', text: 'What you were shown goes into your private log; the board never marks a tile with it.' },
      ],
    },
  ],
};
