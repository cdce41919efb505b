// A room link's font warm-up: drawn hidden for one frame, laid out (so the faces are fetched), then gone.
import { expect } from 'chai';
import { WARMED_FACES, warmFonts } from '../../components/theme/font-warmup.js';

const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('font warm-up', () => {
  it('lays out one hidden line per face for a frame, out of reach of pointer and screen reader, then removes it', async () => {
    const before = document.body.childElementCount;
    warmFonts();
    const box = document.body.querySelector<HTMLElement>('[data-font-warmup]');
    expect(box).to.not.equal(null);
    expect(box!.getAttribute('aria-hidden')).to.equal('true');
    const style = getComputedStyle(box!);
    expect([style.visibility, style.pointerEvents, style.position]).to.deep.equal(['hidden', 'none', 'fixed']);
    const lines = [...box!.children] as HTMLElement[];
    expect(lines.length).to.equal(Object.values(WARMED_FACES).flat().length);
    expect(lines.map((line) => getComputedStyle(line).fontWeight)).to.include.members(['400', '900']);
    expect(lines.every((line) => line.getBoundingClientRect().width > 0)).to.equal(true);
    await frame();
    expect(document.body.querySelector('[data-font-warmup]')).to.equal(null);
    expect(document.body.childElementCount).to.equal(before);
  });
});
