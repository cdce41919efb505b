// Styles of the Fleet board: one column on a phone (tracker, auction, panel, hand, fleets); from 760px
// the auction and the hand beside the panel under a tracker bar, the fleets below. Container queries,
// so the board lays itself out by its own width wherever it is placed. Motion: cards dealt in, boats
// launched, captains slid on, crates and bids popping, licences turned up — all short, all off under
// prefers-reduced-motion (baseStyles).
import { css } from 'lit';

const layout = css`
  :host {
    display: block;
    container-type: inline-size;
    touch-action: manipulation;
    --fleet-card-w: 4.4rem;
  }
  .board {
    display: grid;
    gap: var(--shoal-space-3);
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'tracker' 'market' 'panel' 'hand' 'fleets';
  }
  /* On a phone, outside the auction the player's choice and hand come before the licences. */
  @container (max-width: 759px) {
    .board:not(.auction) {
      grid-template-areas: 'tracker' 'panel' 'hand' 'market' 'fleets';
    }
  }
  @container (min-width: 760px) {
    .board {
      --fleet-card-w: 5.2rem;
      grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
      grid-template-rows: auto auto minmax(0, 1fr) auto;
      grid-template-areas:
        'tracker tracker'
        'market panel'
        'hand panel'
        'fleets fleets';
      align-items: start;
    }
    .panel {
      align-self: stretch;
    }
  }
  section {
    min-width: 0;
    border-radius: var(--shoal-radius);
  }
  h2,
  h3 {
    margin: 0;
  }
  .tracker {
    grid-area: tracker;
  }
  .market {
    grid-area: market;
  }
  .panel {
    grid-area: panel;
  }
  .hand-area {
    grid-area: hand;
  }
  .fleets-area {
    grid-area: fleets;
  }
  svg {
    display: block;
  }
  button {
    font: inherit;
    color: inherit;
  }
  button:focus-visible {
    outline: 3px solid var(--shoal-focus);
    outline-offset: 2px;
  }
`;

const tracker = css`
  .tracker {
    display: grid;
    gap: var(--shoal-space-2);
    padding: var(--shoal-space-2) var(--shoal-space-3);
    background: var(--shoal-surface);
    border: 1px solid var(--shoal-border);
    grid-template-columns: minmax(0, 1fr);
  }
  @container (min-width: 760px) {
    .tracker {
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas: 'head piles' 'phases piles' 'owes piles';
      column-gap: var(--shoal-space-4);
    }
    .tracker-head {
      grid-area: head;
    }
    .phases {
      grid-area: phases;
    }
    .owes {
      grid-area: owes;
    }
    .piles {
      grid-area: piles;
      align-self: center;
    }
  }
  .tracker-head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: var(--shoal-space-2);
  }
  .tracker-head h2 {
    font: 800 var(--shoal-text-md) / 1.2 var(--shoal-font-display);
  }
  .ending {
    font-size: var(--shoal-text-xs);
    font-weight: 800;
    padding: 0.1em 0.6em;
    border-radius: var(--shoal-radius-pill);
    background: var(--shoal-danger-soft);
    color: var(--shoal-danger);
  }
  .phases {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    counter-reset: phase;
  }
  .phases li {
    counter-increment: phase;
    padding: 0.2em 0.6em;
    border-radius: var(--shoal-radius-pill);
    border: 1.5px solid var(--shoal-border);
    font-size: var(--shoal-text-xs);
    font-weight: 700;
    color: var(--shoal-text-muted);
  }
  .phases li::before {
    content: counter(phase) '. ';
  }
  .phases li.past {
    border-style: dashed;
  }
  .phases li.past::after {
    content: ' ✓';
  }
  .phases li.now {
    background: var(--shoal-accent);
    border-color: var(--shoal-accent);
    color: var(--shoal-on-accent);
    animation: pop var(--shoal-motion) var(--shoal-ease);
  }
  .owes {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
    gap: 3px var(--shoal-space-3);
    font-size: var(--shoal-text-xs);
  }
  .owes li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    column-gap: 4px;
    min-width: 0;
  }
  .owes .who {
    font-weight: 800;
  }
  .owes .owed {
    grid-column: 2;
    color: var(--shoal-text-muted);
    line-height: 1.25;
  }
  .owes li.waiting .owed {
    color: var(--shoal-text);
    font-weight: 700;
  }
  .owes li.waiting .seat-marker {
    animation: bob 1.4s ease-in-out infinite;
  }
  .piles {
    display: flex;
    gap: var(--shoal-space-3);
    align-items: flex-end;
  }
  .pile {
    display: grid;
    justify-items: center;
    gap: 1px;
    min-width: 3rem;
    font-variant-numeric: tabular-nums;
  }
  .pile svg {
    height: 2.6rem;
    width: auto;
    overflow: visible;
  }
  .pile .card-pile {
    height: 3.1rem;
  }
  .pile-count {
    font: 800 var(--shoal-text-md) / 1 var(--shoal-font-display);
  }
  .pile-label {
    font-size: 0.68rem;
    color: var(--shoal-text-muted);
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  .meter {
    display: block;
    width: 3rem;
    height: 4px;
    border-radius: 2px;
    background: var(--shoal-surface-2);
    overflow: hidden;
  }
  .meter span {
    display: block;
    height: 100%;
    background: var(--shoal-buoy);
    transition: width var(--shoal-motion) ease;
  }
  .empty-slot {
    fill: none;
    stroke: var(--shoal-border);
    stroke-width: 3;
    stroke-dasharray: 8 6;
  }
  .discard-top {
    animation: flip var(--shoal-motion) var(--shoal-ease);
    transform-origin: 50px 70px;
  }
  .licence-stack {
    display: grid;
    place-items: center;
    width: 2.2rem;
    height: 3.1rem;
    border-radius: 5px;
    background: #fbf6e6;
    border: 2px solid #7a8f99;
    box-shadow: 3px 3px 0 -1px #fbf6e6, 3px 3px 0 1px #7a8f99;
    color: #1b2a33;
    font: 800 var(--shoal-text-md) / 1 var(--shoal-font-display);
  }
`;

const market = css`
  .market {
    padding: var(--shoal-space-2) var(--shoal-space-3) var(--shoal-space-3);
    background: linear-gradient(90deg, var(--shoal-sea), var(--shoal-sea-deep));
  }
  .market-head,
  .hand-head {
    display: flex;
    align-items: baseline;
    gap: var(--shoal-space-2);
    margin-bottom: var(--shoal-space-2);
  }
  .market-head {
    /* Room for the licence on auction, raised with its bid tag. */
    margin-bottom: var(--shoal-space-3);
  }
  .market-head h2,
  .hand-head h2 {
    font: 800 var(--shoal-text-md) / 1.2 var(--shoal-font-display);
  }
  .deck-left,
  .hand-sum {
    margin-left: auto;
    font-size: var(--shoal-text-xs);
    color: var(--shoal-text-muted);
  }
  .display {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 6.5rem));
    gap: var(--shoal-space-2);
  }
  .display li {
    position: relative;
    min-width: 0;
  }
  .licence {
    display: block;
    width: 100%;
    aspect-ratio: 100 / 140;
    padding: 0;
    border: 0;
    border-radius: 9px;
    background: none;
    transition:
      transform var(--shoal-motion-fast) ease,
      box-shadow var(--shoal-motion-fast) ease;
  }
  .licence svg {
    width: 100%;
    height: 100%;
  }
  button.licence {
    cursor: pointer;
    box-shadow: 0 0 0 2px var(--shoal-accent);
  }
  button.licence:hover {
    transform: translateY(-3px);
  }
  .licence.selected,
  .licence.on-auction {
    transform: translateY(-4px);
    box-shadow:
      0 0 0 3px var(--shoal-buoy),
      0 6px 14px rgb(0 0 0 / 0.25);
  }
  .licence.fresh {
    animation: deal calc(var(--shoal-motion) * 2) var(--shoal-ease);
  }
  .bid-tag {
    position: absolute;
    top: -0.5rem;
    right: -0.3rem;
    padding: 0.1em 0.5em;
    border-radius: var(--shoal-radius-pill);
    background: var(--shoal-buoy);
    color: #1b1000;
    font: 800 var(--shoal-text-sm) / 1.3 var(--shoal-font-display);
    animation: pop var(--shoal-motion) var(--shoal-ease);
  }
  .bidding {
    margin-top: var(--shoal-space-2);
    font-size: var(--shoal-text-sm);
  }
  .bidding .current {
    margin: 0 0 var(--shoal-space-1);
  }
  .bidding .current .seat-marker {
    vertical-align: -3px;
  }
  .bidding .current .who {
    white-space: nowrap;
  }
  .bid {
    font: 800 var(--shoal-text-md) var(--shoal-font-display);
  }
  .standings {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .standings li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 0.15em 0.55em 0.15em 0.3em;
    border-radius: var(--shoal-radius-pill);
    background: var(--shoal-surface);
    font-size: var(--shoal-text-xs);
  }
  .standings .word {
    font-weight: 800;
  }
  .standings li.out {
    opacity: 0.6;
  }
  .standings li.out .word {
    text-decoration: line-through;
  }
  .standings li.high {
    background: var(--shoal-buoy-soft);
    box-shadow: inset 0 0 0 1.5px var(--shoal-buoy);
  }
`;

const panel = css`
  .panel {
    padding: var(--shoal-space-3);
    background: var(--shoal-surface);
    border: 1px solid var(--shoal-border);
    font-size: var(--shoal-text-sm);
    line-height: 1.45;
  }
  :host([interactive]) .panel {
    border: 2px solid var(--shoal-buoy);
  }
  .panel p {
    margin: 0 0 var(--shoal-space-2);
  }
  .panel-title {
    font: 800 var(--shoal-text-md) / 1.25 var(--shoal-font-display);
    margin-bottom: var(--shoal-space-1);
  }
  .panel-title.small {
    font: 700 var(--shoal-text-xs) / 1.2 var(--shoal-font);
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: var(--shoal-text-muted);
    margin-top: var(--shoal-space-3);
  }
  .prompt {
    font-weight: 600;
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: var(--shoal-space-2);
    margin-top: var(--shoal-space-2);
  }
  .news {
    margin: var(--shoal-space-1) 0 0;
    padding-left: 1.1em;
  }
  .steps {
    list-style: none;
    margin: var(--shoal-space-2) 0 0;
    padding: 0;
    display: grid;
    gap: 3px;
  }
  .steps li {
    display: flex;
    gap: var(--shoal-space-2);
    align-items: baseline;
    color: var(--shoal-text-muted);
  }
  .steps li.now {
    color: var(--shoal-text);
    font-weight: 700;
  }
  .steps li.done {
    color: var(--shoal-text);
  }
  .step-mark {
    flex: none;
    width: 1.1em;
    text-align: center;
    font-weight: 800;
    color: var(--shoal-accent);
  }
  .steps li.now .step-mark {
    animation: blink 1s steps(2) infinite;
  }
  .bid-control,
  .stepper {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--shoal-space-2);
    margin: var(--shoal-space-2) 0;
  }
  .amount {
    font: 800 var(--shoal-text-xl) var(--shoal-font-display);
    min-width: 3.2ch;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  .amount.small {
    font-size: var(--shoal-text-lg);
    min-width: 2ch;
  }
  .bid-control input[type='range'] {
    flex: 1;
    min-width: 7rem;
    min-height: var(--shoal-touch);
    accent-color: var(--shoal-accent);
  }
  .range-note {
    color: var(--shoal-text-muted);
    font-size: var(--shoal-text-xs);
  }
  .stepper-label {
    flex-basis: 100%;
    font-weight: 700;
  }
  .picker .due {
    display: flex;
    flex-wrap: wrap;
    gap: var(--shoal-space-2);
    align-items: baseline;
    font-size: var(--shoal-text-md);
  }
  .picker .why,
  .picker .hint {
    color: var(--shoal-text-muted);
    font-size: var(--shoal-text-sm);
  }
  .total {
    display: grid;
    gap: 2px;
    padding: var(--shoal-space-2) var(--shoal-space-3);
    border-radius: var(--shoal-radius-sm);
    background: var(--shoal-surface-2);
    border-left: 4px solid var(--shoal-border);
  }
  .total strong {
    font: 800 var(--shoal-text-lg) var(--shoal-font-display);
  }
  .total.ok {
    border-left-color: var(--shoal-accent);
  }
  .total.over {
    border-left-color: var(--shoal-buoy);
    background: var(--shoal-buoy-soft);
  }
  .total.over .verdict {
    font-weight: 700;
  }
  .total.short {
    border-left-color: var(--shoal-danger);
  }
  .check {
    display: flex;
    align-items: center;
    gap: var(--shoal-space-2);
    min-height: var(--shoal-touch);
    cursor: pointer;
  }
  .check input {
    width: 1.3em;
    height: 1.3em;
    accent-color: var(--shoal-accent);
  }
  .choice-line {
    margin-bottom: var(--shoal-space-1);
  }
  .boat-choice {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--shoal-space-1) var(--shoal-space-2);
  }
  .boat-choice .label {
    font-weight: 800;
  }
  button.boat-pick {
    min-height: var(--shoal-touch);
    min-width: var(--shoal-touch);
    padding: 0 var(--shoal-space-3);
    border: 2px solid var(--shoal-border);
    border-radius: var(--shoal-radius-pill);
    background: var(--shoal-surface-2);
    font-weight: 700;
    cursor: pointer;
  }
  button.boat-pick[aria-checked='true'] {
    border-color: var(--shoal-buoy);
    background: var(--shoal-buoy-soft);
  }
`;

const hand = css`
  .hand-area {
    padding: var(--shoal-space-2) var(--shoal-space-3) var(--shoal-space-3);
    background: var(--shoal-surface);
    border: 1px solid var(--shoal-border);
  }
  .hand {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(var(--fleet-card-w), 1fr));
    gap: var(--shoal-space-2);
  }
  .hand li {
    display: grid;
    gap: 3px;
    justify-items: center;
    align-content: start;
    min-width: 0;
  }
  .hand li.fresh {
    animation: deal calc(var(--shoal-motion) * 2) var(--shoal-ease);
  }
  .hand-card {
    display: block;
    width: 100%;
    max-width: 6rem;
    aspect-ratio: 100 / 140;
    padding: 0;
    border: 0;
    border-radius: 10px;
    background: none;
    transition:
      transform var(--shoal-motion-fast) ease,
      box-shadow var(--shoal-motion-fast) ease,
      opacity var(--shoal-motion-fast) ease;
  }
  .hand-card svg {
    width: 100%;
    height: 100%;
  }
  button.hand-card {
    cursor: pointer;
    box-shadow: 0 0 0 2px var(--shoal-accent);
  }
  button.hand-card:hover {
    transform: translateY(-3px);
  }
  .hand-card.selected {
    transform: translateY(-6px);
    box-shadow:
      0 0 0 3px var(--shoal-buoy),
      0 6px 14px rgb(0 0 0 / 0.25);
  }
  .hand-card.launching {
    transform: translateY(-6px);
    box-shadow:
      0 0 0 3px var(--shoal-accent),
      0 6px 14px rgb(0 0 0 / 0.25);
  }
  .use.now {
    background: var(--shoal-accent);
    border-color: var(--shoal-accent);
    color: var(--shoal-on-accent);
  }
  .hand-card.drawn:not(.selected) {
    box-shadow: 0 0 0 3px var(--shoal-accent), 0 0 0 6px var(--shoal-surface-2);
  }
  .hand-card.unavailable {
    opacity: 0.45;
    filter: saturate(0.5);
  }
  .uses {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 2px;
    min-height: 1.1rem;
  }
  .use {
    font-size: 0.66rem;
    font-weight: 800;
    line-height: 1.3;
    padding: 0 0.35em;
    border-radius: var(--shoal-radius-pill);
    background: var(--shoal-surface-2);
    border: 1px solid var(--shoal-border);
    white-space: nowrap;
  }
  .empty-hand {
    margin: 0;
    color: var(--shoal-text-muted);
    font-size: var(--shoal-text-sm);
  }
`;

const fleets = css`
  .fleets {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
    gap: var(--shoal-space-2);
  }
  .fleet {
    position: relative;
    display: grid;
    gap: var(--shoal-space-2);
    align-content: start;
    padding: var(--shoal-space-2);
    border: 2px solid var(--shoal-border);
    border-radius: var(--shoal-radius);
    background: var(--shoal-surface);
    min-width: 0;
  }
  .fleet.to-move {
    border-color: var(--shoal-buoy);
    box-shadow: 0 0 0 3px var(--shoal-buoy-soft);
  }
  .fleet-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--shoal-space-1) var(--shoal-space-2);
    min-width: 0;
  }
  .name-block {
    display: grid;
    min-width: 0;
  }
  .fleet .name {
    font: 800 var(--shoal-text-md) / 1.15 var(--shoal-font-display);
  }
  .fleet .role {
    color: var(--shoal-text-muted);
    font-size: var(--shoal-text-xs);
    line-height: 1.2;
  }
  .start-mark {
    font-size: 0.65rem;
    font-weight: 800;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    padding: 0.1em 0.5em;
    border-radius: var(--shoal-radius-pill);
    border: 1.5px solid var(--shoal-text-muted);
    color: var(--shoal-text-muted);
  }
  .fleet .stats {
    margin-left: auto;
    display: flex;
    align-items: center;
    gap: var(--shoal-space-2);
    font-size: var(--shoal-text-sm);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .stat {
    display: inline-flex;
    align-items: center;
    gap: 3px;
  }
  .vp {
    padding: 0.1em 0.55em;
    border-radius: var(--shoal-radius-pill);
    background: #2f6cc9;
    color: #fff;
    font-weight: 800;
  }
  .empty-fleet {
    margin: 0;
    color: var(--shoal-text-muted);
    font-size: var(--shoal-text-sm);
  }
  /* Wraps rather than scrolls: a row scrolled sideways hides licences from a glance and from the keyboard. */
  .licences {
    display: flex;
    flex-wrap: wrap;
    gap: var(--shoal-space-2);
    padding-bottom: 2px;
  }
  .licence-column {
    flex: none;
    display: grid;
    gap: 4px;
    justify-items: center;
    align-content: start;
    width: 5.2rem;
  }
  .licence-column.fresh .licence-mini {
    animation: pop calc(var(--shoal-motion) * 1.6) var(--shoal-ease);
  }
  .licence-mini {
    display: block;
    width: 100%;
    aspect-ratio: 92 / 56;
  }
  .licence-mini svg {
    width: 100%;
    height: 100%;
  }
  .boat-tile {
    display: block;
    width: 100%;
    aspect-ratio: 84 / 60;
    padding: 2px;
    border: 0;
    border-radius: var(--shoal-radius-sm);
    background: var(--shoal-sea);
  }
  .boat-tile svg {
    width: 100%;
    height: 100%;
    overflow: visible;
  }
  .boat-tile.fresh .hull-wrap {
    animation: launch calc(var(--shoal-motion) * 2) var(--shoal-ease);
  }
  .captain.fresh {
    animation: slide-in calc(var(--shoal-motion) * 1.6) var(--shoal-ease);
  }
  .crates.fresh .crate:last-of-type {
    animation: pop calc(var(--shoal-motion) * 1.6) var(--shoal-ease);
    transform-box: fill-box;
    transform-origin: center;
  }
  button.boat-tile {
    cursor: pointer;
    min-height: var(--shoal-touch);
    box-shadow: 0 0 0 2px var(--shoal-accent);
  }
  button.boat-tile[aria-pressed='true'],
  .boat-tile.chosen {
    box-shadow:
      0 0 0 3px var(--shoal-buoy),
      0 4px 10px rgb(0 0 0 / 0.2);
    background: var(--shoal-buoy-soft);
  }
  .crate-slot {
    fill: none;
    stroke: var(--shoal-text-muted);
    stroke-width: 1;
    stroke-dasharray: 2 2;
    opacity: 0.6;
  }
  .boat-short {
    font: 900 9px var(--shoal-font);
    fill: var(--shoal-text);
    opacity: 0.7;
  }
`;

const motion = css`
  @keyframes deal {
    from {
      transform: translateY(-30%) rotate(-6deg);
      opacity: 0;
    }
  }
  @keyframes pop {
    from {
      transform: scale(0.4);
      opacity: 0;
    }
  }
  @keyframes flip {
    from {
      transform: scaleX(0);
    }
  }
  @keyframes launch {
    from {
      transform: translateX(-40%);
      opacity: 0;
    }
  }
  @keyframes slide-in {
    from {
      transform: translateY(-60%);
      opacity: 0;
    }
  }
  @keyframes bob {
    50% {
      transform: translateY(-2px);
    }
  }
  @keyframes blink {
    50% {
      opacity: 0.3;
    }
  }
`;

/** A phone's tracker, smaller (after the rules it overrides). */
const phone = css`
  @container (max-width: 759px) {
    .phases li {
      padding: 0.15em 0.45em;
      font-size: 0.68rem;
    }
    .pile svg {
      height: 2.1rem;
    }
    .pile .card-pile,
    .licence-stack {
      height: 2.6rem;
    }
  }
`;

/** Every style of the board. */
export const boardStyles = [layout, tracker, market, panel, hand, fleets, motion, phone];
