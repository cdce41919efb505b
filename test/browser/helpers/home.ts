// The home screen inside the app, once its chunk has arrived and every card shows its picture.
import type { ShoalApp } from '../../../components/app/app-shell.js';
import type { ShoalHome } from '../../../components/home/home-screen.js';
import { catalog } from '../../../components/app/catalog.js';
import { settle, until } from './fixture.js';

/** Waits for `home` to show every game's card with its picture. */
export async function picturesShown(home: Element): Promise<void> {
  await until(() => home.shadowRoot?.querySelectorAll('.card .art svg[role="img"]').length === catalog.length, 'every card picture');
  await settle(home);
}

/** The app's home screen, alive and with every card picture. */
export async function homeOf(app: ShoalApp): Promise<ShoalHome> {
  await customElements.whenDefined('shoal-home');
  const home = await until(() => app.shadowRoot!.querySelector('shoal-home'), 'the home screen');
  await picturesShown(home);
  return home;
}
