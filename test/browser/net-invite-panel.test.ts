// The invite panel: the link, a copy button (the clipboard, or the link selected with a hint when
// there is none), the QR code of the link drawn as SVG, and the system share sheet when the platform
// has one.
import { expect } from 'chai';
import { html } from 'lit';
import '../../components/room/invite-panel.js';
import type { ShoalInvitePanel } from '../../components/room/invite-panel.js';
import { qrPath } from '../../components/room/qr-code.js';
import { cleanup, fixture, settle, until } from './helpers/fixture.js';

const LINK = 'https://example.test/games/shoal/#/fishery/AAECAwQFBgcICQoLDA0ODw';

/** Replaces a navigator member for one test; returns the undo. */
function stub<K extends 'clipboard' | 'share'>(key: K, value: unknown): () => void {
  const own = Object.getOwnPropertyDescriptor(navigator, key);
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
  return () => (own ? Object.defineProperty(navigator, key, own) : delete (navigator as unknown as Record<string, unknown>)[key]);
}

const button = (panel: ShoalInvitePanel, action: string) => panel.shadowRoot!.querySelector<HTMLElement>(`[data-action="${action}"]`);

describe('invite panel', () => {
  const undo: (() => void)[] = [];
  afterEach(() => {
    undo.splice(0).reverse().forEach((restore) => restore());
    cleanup();
  });

  it('shows the link and draws its QR code as SVG, the same code qrcode-generator makes', async () => {
    const panel = await fixture<ShoalInvitePanel>(html`<shoal-invite-panel .link=${LINK}></shoal-invite-panel>`);
    expect(panel.shadowRoot!.querySelector<HTMLInputElement>('input.link')!.value).to.equal(LINK);
    const svg = await until(() => panel.shadowRoot!.querySelector('svg[part="qr"]'), 'the QR code');
    const expected = qrPath(LINK);
    expect(svg.getAttribute('viewBox')).to.equal(`0 0 ${expected.size} ${expected.size}`);
    expect(svg.querySelector('path')!.getAttribute('d')).to.equal(expected.path);
    expect(svg.getAttribute('aria-label')).to.match(/QR code/);
    // A version-3 code at least (29 modules and the quiet zone) for a link this long, with the finder
    // pattern's dark top row (seven modules after the two-module quiet zone) and the light separator.
    expect(expected.size).to.be.greaterThan(29);
    const dark = new Set(expected.path.split('z').filter(Boolean).map((square) => square.replace(/h1v1h-1$/, '')));
    for (let x = 2; x <= 8; x++) expect(dark.has(`M${x} 2`), `module ${x - 2},0 dark`).to.equal(true);
    expect(dark.has('M9 2'), 'the separator is light').to.equal(false);
  });

  it('draws the new link when the link changes', async () => {
    const panel = await fixture<ShoalInvitePanel>(html`<shoal-invite-panel .link=${LINK}></shoal-invite-panel>`);
    await until(() => panel.shadowRoot!.querySelector('svg[part="qr"]'), 'the first QR code');
    const other = `${LINK.slice(0, -2)}AA`;
    panel.link = other;
    await until(() => panel.shadowRoot!.querySelector('svg[part="qr"] path')?.getAttribute('d') === qrPath(other).path, 'the second QR code');
  });

  it('copies the link to the clipboard and says so', async () => {
    const written: string[] = [];
    undo.push(stub('clipboard', { writeText: async (text: string) => void written.push(text) }));
    const panel = await fixture<ShoalInvitePanel>(html`<shoal-invite-panel .link=${LINK}></shoal-invite-panel>`);
    button(panel, 'copy-link')!.click();
    await until(() => written.length === 1, 'the clipboard write');
    await settle(panel);
    expect(written).to.deep.equal([LINK]);
    expect(button(panel, 'copy-link')!.textContent).to.contain('Copied!');
  });

  it('without clipboard access, selects the link and tells the player how to copy it', async () => {
    undo.push(stub('clipboard', { writeText: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }));
    const execCommand = document.execCommand;
    document.execCommand = () => false;
    undo.push(() => (document.execCommand = execCommand));
    const panel = await fixture<ShoalInvitePanel>(html`<shoal-invite-panel .link=${LINK}></shoal-invite-panel>`);
    button(panel, 'copy-link')!.click();
    const hint = await until(() => panel.shadowRoot!.querySelector('[data-role="copy-hint"]'), 'the copy hint');
    expect(hint.textContent).to.match(/selected/);
    const input = panel.shadowRoot!.querySelector<HTMLInputElement>('input.link')!;
    expect([input.selectionStart, input.selectionEnd]).to.deep.equal([0, LINK.length]);
    expect(button(panel, 'copy-link')!.textContent).not.to.contain('Copied!');
  });

  it('offers the share sheet only where there is one, and shares the link', async () => {
    undo.push(stub('share', undefined));
    const without = await fixture<ShoalInvitePanel>(html`<shoal-invite-panel .link=${LINK}></shoal-invite-panel>`);
    expect(button(without, 'share-link')).to.equal(null);
    cleanup();

    const shared: ShareData[] = [];
    undo.push(stub('share', async (data: ShareData) => void shared.push(data)));
    const panel = await fixture<ShoalInvitePanel>(html`<shoal-invite-panel .link=${LINK}></shoal-invite-panel>`);
    button(panel, 'share-link')!.click();
    await until(() => shared.length === 1, 'the share call');
    expect(shared[0]!.url).to.equal(LINK);
  });
});
