// Opening the app on a screen, in a theme, and listing what is wrong there for accessibility.
import { html } from 'lit';
import '../../../components/app/app-shell.js';
import type { ShoalApp } from '../../../components/app/app-shell.js';
import { axeViolations, deepElements, playerText, RULE_ID, settleAll, stillMotion } from './axe.js';
import { fixture } from './fixture.js';
import { storageKey } from '../../../components/shared/storage-keys.js';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The sizes every screen is checked at: a phone and a desktop. */
export const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
/** The test runner's own viewport, restored after a sweep at other sizes. */
export const RUNNER_SIZE = { width: 800, height: 600 } as const;

/** The app at `hash` (the page's query kept), in `theme`, with animations finishing at once. */
export async function openApp(hash: string, theme: Theme): Promise<ShoalApp> {
  document.documentElement.lang = 'en';
  await stillMotion();
  localStorage.setItem(storageKey('theme'), theme);
  history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
  const app = await fixture<ShoalApp>(html`<shoal-app></shoal-app>`);
  await settleAll();
  return app;
}

/** axe's findings and any rule number a player would read, each line naming the screen. */
export async function problemsOn(screen: string): Promise<string[]> {
  await settleAll();
  const found = (await axeViolations()).map((line) => `${screen}: ${line}`);
  const ruleId = playerText().match(RULE_ID);
  if (ruleId) found.push(`${screen}: shows the rule number ${ruleId[0]}`);
  return found;
}

/** The first <shoal-button> anywhere on the page whose text starts with `text`. */
export function buttonNamed(text: string): HTMLElement | undefined {
  return deepElements(document).find((element) => element.localName === 'shoal-button' && element.textContent?.trim().startsWith(text)) as HTMLElement | undefined;
}

/** The native dialog open on the page, if any. */
export function openDialog(): HTMLDialogElement | undefined {
  return deepElements(document).find((element) => element.localName === 'dialog' && (element as HTMLDialogElement).open) as HTMLDialogElement | undefined;
}
