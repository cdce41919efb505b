// Pieces of the board's choice panel (board.ts): the picked card's heading with its cost and wish
// (W-5.2, W-8), the choice of the boat a kept card goes into (W-6.2), a wish's questions and answers,
// the preview of a move not yet made and the news of the last one. Template functions; a choice is reported through a callback.
import { html, nothing } from 'lit';
import type { Seat } from '../../src/core/index.js';
import { catchCost, wishSentence, type WishesState } from '../../src/games/wishes/index.js';
import { steppedOption, type FlowOption, type FlowQuestion } from './flow.js';
import { speciesName } from './looks.js';

/** "Slot 2: Monkfish", what catching it costs, the worms on it, and its wish. */
export function slotHeading(position: WishesState, acting: Seat, slot: number) {
  const lying = position.ocean[slot - 1]!;
  const face = position.options.deck[lying.card]!;
  const cost = catchCost(slot);
  const worms = position.seats[acting]!.worms;
  return html`<h2 class="panel-title" tabindex="-1">Slot ${slot}: ${speciesName(face.species)}</h2>
    <p class="cost-line">
      ${cost === 0 ? 'Free to catch' : `Costs ${cost} ${cost === 1 ? 'worm' : 'worms'}, one on each card before it`} · you have ${worms}${
        lying.worms ? html` · <strong>${lying.worms} ${lying.worms === 1 ? 'worm' : 'worms'} on it</strong> you pick up` : nothing
      }
    </p>
    <p class="wish-line"><span class="tag">Wish</span> ${wishSentence(face.wish)}</p>`;
}

/** The boats a kept card can go into, and which is chosen. */
export interface BoatChoiceView {
  readonly options: readonly FlowOption[];
  readonly chosen: string;
  readonly onChoose: (value: string) => void;
}

/**
 * W-6.2 "Keep it in: Boat 1 · Boat 2 · Boat 3 (extra)", a radio group (one tab stop; the arrow keys
 * move the choice, as in any radio group).
 */
export function boatChoice(view: BoatChoiceView) {
  const onKeydown = (event: KeyboardEvent): void => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = steppedOption(view.options, view.chosen, step);
    if (next) view.onChoose(next.value);
  };
  return html`<div class="boat-choice" role="radiogroup" aria-labelledby="keep-boat-label" @keydown=${onKeydown}>
    <span class="label" id="keep-boat-label">Keep it in</span>
    ${view.options.map((option) => {
      const checked = option.value === view.chosen;
      return html`<button
        type="button"
        class="boat-pick"
        role="radio"
        aria-checked=${checked ? 'true' : 'false'}
        tabindex=${checked ? '0' : '-1'}
        data-keep-boat=${option.value}
        @click=${() => view.onChoose(option.value)}
      >
        ${option.label}
      </button>`;
    })}
    <span class="note">or pick an empty boat below</span>
  </div>`;
}

/** A wish's answers so far, in words ("Which token rots? Red token on Catfish → dump"). */
export function answeredList(answered: readonly string[]) {
  return answered.length ? html`<ul class="answered" aria-label="Chosen so far">${answered.map((text) => html`<li>${text}</li>`)}</ul>` : nothing;
}

/** A wish's next question with a button per answer (W-8.0: only what is still open is asked). */
export function questionBlock(question: FlowQuestion, onAnswer: (value: string) => void) {
  return html`<fieldset class="question">
      <legend>${question.prompt}</legend>
      <div class="options">
        ${question.options.map(
          (option) => html`<shoal-button variant="secondary" compact data-answer=${`${question.key}=${option.value}`} @click=${() => onAnswer(option.value)}
            >${option.label}</shoal-button
          >`,
        )}
      </div>
    </fieldset>
    ${question.options.some((o) => o.market) ? html`<p class="note">You can also pick a market on the ring.</p>` : nothing}`;
}

/** "What happens": a move's effect before it is made, or the rules' refusal. */
export function previewBlock(lines: readonly string[], error: string | null) {
  if (error) return html`<p class="refusal" role="alert">${error}</p>`;
  return html`<div class="preview" aria-live="polite">
    <span class="tag">What happens</span>
    <ul class="news">${lines.map((line) => html`<li>${line}</li>`)}</ul>
  </div>`;
}

/** What the last move did, step by step, under `title`. */
export function newsBlock(lines: readonly string[], title: string) {
  if (!lines.length) return html`<p class="quiet">No move yet.</p>`;
  return html`<h2 class="panel-title small">${title}</h2>
    <ul class="news">${lines.map((line) => html`<li>${line}</li>`)}</ul>`;
}
