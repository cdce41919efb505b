import { expect } from 'chai';
import { html } from 'lit';
import '../../components/shared/index.js';
import type { ShoalDialog, ShoalEndDialog, ShoalMoveLog, ShoalPlayerBadge, ShoalStatusLine, ShoalButton } from '../../components/shared/index.js';
import { RECENT_LINES } from '../../components/shared/move-log.js';
import { BLACK_WHITE } from '../../components/shared/index.js';
import { cleanup, fixture, inShadow, press, settle } from './helpers/fixture.js';

/** The focused element, through shadow roots. */
function focused(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('shoal-dialog', () => {
  afterEach(cleanup);

  it('opens as a modal, moves focus inside, and Escape closes it and returns focus', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div>
      <button id="opener">open</button>
      <shoal-dialog heading="Rules"><p>Text</p><button id="inside">OK</button></shoal-dialog>
    </div>`);
    const opener = wrapper.querySelector<HTMLButtonElement>('#opener')!;
    const dialog = wrapper.querySelector<ShoalDialog>('shoal-dialog')!;
    opener.focus();
    dialog.show();
    await settle(dialog);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const native = inShadow<HTMLDialogElement>(dialog, 'dialog');
    expect(native.open).to.equal(true);
    expect(native.getAttribute('aria-labelledby')).to.equal('title');
    expect(inShadow(dialog, '#title').textContent).to.equal('Rules');
    expect(focused()).to.equal(inShadow(dialog, '.close'));
    const closed = new Promise<string>((resolve) =>
      dialog.addEventListener('dialog-close', (event) => resolve((event as CustomEvent<{ reason: string }>).detail.reason)),
    );
    native.dispatchEvent(new Event('cancel', { cancelable: true })); // what Escape fires
    const reason = await closed;
    expect(native.open).to.equal(false);
    expect(dialog.open).to.equal(false);
    expect(reason).to.equal('escape');
    expect(focused()).to.equal(opener);
  });

  it('keeps Tab inside: from the last stop it wraps to the first, and back', async () => {
    const dialog = await fixture<ShoalDialog>(html`<shoal-dialog heading="Pick"><button id="a">A</button><button id="b">B</button></shoal-dialog>`);
    dialog.show();
    await settle(dialog);
    const native = inShadow<HTMLDialogElement>(dialog, 'dialog');
    const last = dialog.querySelector<HTMLButtonElement>('#b')!;
    last.focus();
    const forward = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, composed: true, cancelable: true });
    last.dispatchEvent(forward);
    expect(forward.defaultPrevented).to.equal(true);
    expect(focused()).to.equal(inShadow(dialog, '.close'));
    press(native, 'Tab', { shiftKey: true });
    expect(focused()).to.equal(last);
  });

  it('focuses the [autofocus] action when it opens', async () => {
    const dialog = await fixture<ShoalDialog>(
      html`<shoal-dialog heading="Again?"><shoal-button slot="footer" variant="quiet">No</shoal-button><shoal-button slot="footer" autofocus>Yes</shoal-button></shoal-dialog>`,
    );
    dialog.show();
    await settle(dialog);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const yes = dialog.querySelectorAll<ShoalButton>('shoal-button')[1]!;
    expect(focused()).to.equal(inShadow(yes, 'button'));
  });
});

describe('shoal-button', () => {
  afterEach(cleanup);

  it('has a 44 px touch target and fires no click when disabled', async () => {
    const button = await fixture<ShoalButton>(html`<shoal-button disabled>Pass</shoal-button>`);
    const inner = inShadow<HTMLButtonElement>(button, 'button');
    expect(inner.getBoundingClientRect().height).to.be.at.least(44);
    let clicks = 0;
    button.addEventListener('click', () => clicks++);
    button.click();
    expect(clicks).to.equal(0);
    button.disabled = false;
    await settle(button);
    button.click();
    expect(clicks).to.equal(1);
  });
});

describe('shoal-move-log', () => {
  afterEach(cleanup);

  it('lists the moves in order, with each seat’s marker', async () => {
    const log = await fixture<ShoalMoveLog>(html`<shoal-move-log></shoal-move-log>`);
    expect(inShadow(log, '.empty').textContent).to.equal('No moves yet.');
    log.entries = [
      { text: 'Black places a ship on C4', look: BLACK_WHITE[0] },
      { text: 'White places a ship on D5', look: BLACK_WHITE[1] },
    ];
    await settle(log);
    const list = inShadow(log, 'ol');
    // Not a live region itself (the announcer reads moves out once), but a named region Tab can reach to scroll.
    const region = inShadow<HTMLElement>(log, '[role="region"]');
    expect([region.getAttribute('aria-labelledby'), region.tabIndex, list.getAttribute('role')]).to.deep.equal(['heading', 0, null]);
    expect(Array.from(list.querySelectorAll('li')).map((li) => li.textContent.trim())).to.deep.equal([
      'Black places a ship on C4',
      'White places a ship on D5',
    ]);
    expect(list.querySelectorAll('li .seat-marker')).to.have.length(2);
    expect(log.shadowRoot!.querySelector('.empty')).to.equal(null);
  });

  it('draws only the latest moves of a long game, numbered from where they start, and the rest when asked', async () => {
    const log = await fixture<ShoalMoveLog>(html`<shoal-move-log></shoal-move-log>`);
    log.entries = Array.from({ length: RECENT_LINES + 40 }, (_, i) => ({ text: `Move ${i + 1}`, look: BLACK_WHITE[i % 2] }));
    await settle(log);
    const items = () => Array.from(inShadow(log, 'ol').querySelectorAll('li')).map((li) => li.textContent.trim());
    expect(items()).to.have.length(RECENT_LINES);
    expect([items()[0], items().at(-1)]).to.deep.equal(['Move 41', `Move ${RECENT_LINES + 40}`]);
    expect(inShadow<HTMLElement>(log, 'ol').style.counterReset).to.equal('move 40');
    const earlier = inShadow<HTMLButtonElement>(log, 'button.earlier');
    expect(earlier.textContent.trim()).to.equal('Show the 40 earlier moves');
    earlier.click();
    await settle(log);
    expect(items()).to.have.length(RECENT_LINES + 40);
    expect(items()[0]).to.equal('Move 1');
    expect(log.shadowRoot!.querySelector('button.earlier')).to.equal(null);
    log.entries = [{ text: 'Move 1' }];
    await settle(log);
    expect(items()).to.deep.equal(['Move 1']);
  });
});

describe('shoal-announcer (through the move log)', () => {
  afterEach(cleanup);
  const spoken = (log: ShoalMoveLog) => inShadow(inShadow(log, 'shoal-announcer'), '[role="status"]').textContent.trim();

  it('reads out each new move, then whose turn it is, once; the history already shown is not read again', async () => {
    const log = await fixture<ShoalMoveLog>(
      html`<shoal-move-log .entries=${[{ text: 'You place a ship on C4' }]} turn="Bot is thinking…"></shoal-move-log>`,
    );
    expect(spoken(log)).to.equal('Bot is thinking…');
    log.entries = [...log.entries, { text: 'Bot places a ship on D5' }];
    log.turn = 'Your turn: place a ship on any empty square.';
    await settle(log);
    expect(spoken(log)).to.equal('Bot places a ship on D5. Your turn: place a ship on any empty square.');
    log.entries = [];
    log.turn = 'Your turn: place a ship on any empty square';
    await settle(log);
    expect(spoken(log)).to.equal('Your turn: place a ship on any empty square.');
    const burst = Array.from({ length: 7 }, (_, index) => ({ text: `Move ${index + 1}` }));
    log.entries = burst;
    await settle(log);
    expect(spoken(log)).to.equal('3 earlier moves. Move 4. Move 5. Move 6. Move 7. Your turn: place a ship on any empty square.');
  });
});

describe('shoal-player-badge', () => {
  afterEach(cleanup);

  it('names the player, their role and detail, and says who is to move in words as well as colour', async () => {
    const badge = await fixture<ShoalPlayerBadge>(
      html`<shoal-player-badge name="White" who="Hard bot" detail="23 nets left" .look=${BLACK_WHITE[1]}></shoal-player-badge>`,
    );
    const group = inShadow(badge, '[role="group"]');
    expect(group.getAttribute('aria-label')).to.equal('White, Hard bot, 23 nets left');
    expect(badge.shadowRoot!.querySelector('.turn')).to.equal(null);
    badge.toMove = true;
    badge.thinking = true;
    await settle(badge);
    expect(group.getAttribute('aria-label')).to.equal('White, Hard bot, thinking, 23 nets left');
    expect(inShadow(badge, '.turn').textContent.trim()).to.equal('thinking');
    expect(badge.hasAttribute('to-move')).to.equal(true);
    // The seat marker differs in shape, not only colour: White is a ring.
    expect(badge.shadowRoot!.querySelectorAll('.seat-marker circle[fill="none"]')).to.have.length(1);
  });

  /** Words of the badge's text split over two lines (a word whose boxes sit on more than one line). */
  function brokenWords(badge: Element): string[] {
    const broken: string[] = [];
    const walker = document.createTreeWalker(badge.shadowRoot!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent!.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  }

  for (const [seats, width] of [
    [2, 390],
    [4, 390],
    [4, 1280],
  ] as const) {
    it(`breaks no word of a seat's name or role, ${seats} badges in a row at ${width} px`, async () => {
      const names = ['Black', 'White', 'Yellow', 'Fish player'];
      const row = await fixture<HTMLElement>(
        html`<div style="display: grid; grid-template-columns: repeat(${seats}, 1fr); gap: 8px; width: ${width - 16}px">
          ${names.slice(0, seats).map(
            (name, seat) =>
              html`<shoal-player-badge name=${name} who=${seat === 0 ? 'Ada (you)' : 'open seat'} detail="6 ships to place" ?to-move=${seat === 0} .look=${BLACK_WHITE[seat % 2]}></shoal-player-badge>`,
          )}
        </div>`,
      );
      const badges = Array.from(row.querySelectorAll('shoal-player-badge'));
      await Promise.all(badges.map((badge) => settle(badge)));
      expect(badges.flatMap(brokenWords)).to.deep.equal([]);
      // Nothing spills out of its badge either.
      for (const badge of badges) {
        const box = badge.getBoundingClientRect();
        for (const part of badge.shadowRoot!.querySelectorAll('.name, .role, .detail')) {
          expect(part.getBoundingClientRect().right, part.textContent).to.be.at.most(box.right + 0.5);
        }
      }
    });
  }
});

describe('shoal-status-line', () => {
  afterEach(cleanup);

  it('leaves news to the move log’s announcer, announces errors at once, and news too when asked', async () => {
    const line = await fixture<ShoalStatusLine>(html`<shoal-status-line message="Your turn"></shoal-status-line>`);
    expect(line.shadowRoot!.querySelector('[role]')).to.equal(null);
    line.tone = 'error';
    line.message = 'C4 already holds a ship.';
    await settle(line);
    expect(inShadow(line, '[role="alert"]').textContent.trim()).to.equal('C4 already holds a ship.');
    line.tone = 'info';
    line.live = true;
    await settle(line);
    expect(inShadow(line, '[role="status"]').textContent.trim()).to.equal('C4 already holds a ship.');
  });
});

describe('shoal-end-dialog', () => {
  afterEach(cleanup);

  it('shows the winner and the score, and sends rematch or home', async () => {
    const end = await fixture<ShoalEndDialog>(html`<shoal-end-dialog
      open
      headline="White wins!"
      unit="fish"
      .winnerLook=${BLACK_WHITE[1]}
      .winners=${['White']}
      .rows=${[
        { name: 'Black', look: BLACK_WHITE[0], score: 12 },
        { name: 'White', look: BLACK_WHITE[1], score: 20 },
      ]}
    ></shoal-end-dialog>`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inShadow(end, '.winner').textContent.trim()).to.equal('White wins!');
    const rows = Array.from(end.shadowRoot!.querySelectorAll('tr')).map((tr) => ({
      score: tr.querySelector('td')!.textContent.trim(),
      winner: tr.querySelector('.win') !== null,
    }));
    expect(rows).to.deep.equal([
      { score: '12 fish', winner: false },
      { score: '20 fish', winner: true },
    ]);
    const chosen: string[] = [];
    end.addEventListener('rematch', () => chosen.push('rematch'));
    end.addEventListener('home', () => chosen.push('home'));
    const [home, rematch] = Array.from(end.shadowRoot!.querySelectorAll<ShoalButton>('shoal-button'));
    expect(focused()).to.equal(inShadow(rematch!, 'button'));
    home!.click();
    end.open = true;
    await settle(end);
    rematch!.click();
    expect(chosen).to.deep.equal(['home', 'rematch']);
  });
});

describe('storage keys', () => {
  it('a page that keeps its own namespace saves games, the theme and its rooms list apart from the player’s', async () => {
    const { storageKey, useStorageNamespace, clearStorageNamespace } = await import('../../components/shared/storage-keys.js');
    const { savedGameKey } = await import('../../components/table/save-slots.js');
    const { saveThemeChoice } = await import('../../components/theme/theme-preference.js');
    expect(savedGameKey('fishery', 'bot')).to.equal('shoal:game:fishery:bot');
    useStorageNamespace('shoal-test-space:');
    try {
      expect(savedGameKey('fishery', 'bot')).to.equal('shoal-test-space:game:fishery:bot');
      saveThemeChoice('dark');
      expect(localStorage.getItem('shoal-test-space:theme')).to.equal('dark');
      expect(storageKey('rooms')).to.equal('shoal-test-space:rooms');
      clearStorageNamespace();
      expect(Object.keys(localStorage).filter((key) => key.startsWith('shoal-test-space:'))).to.deep.equal([]);
    } finally {
      useStorageNamespace('shoal:');
    }
  });
});
