// What the game end-to-end tests share: reading a room page's table, waiting on it, opening a room from
// the home screen, taking a seat, searching everything a browser holds, and a seeded chooser.
import type { Page } from 'playwright-core';
import { PAGE_POLL_MS, type Person, type Stack } from './stack.js';
import { until } from '../kit/until.js';

/** What one page shows of its room, read through the room element's table. */
export interface TableLook<State, Intent> {
  ready: boolean;
  seat: number | null;
  seats: number;
  accepted: number;
  rejected: number;
  legal: Intent[];
  state: State | null;
  outcome: number[] | null;
}

/** The last look read from each page, and when: a poll while the table has not changed reads only its version. */
const lastLooks = new WeakMap<Page, { readonly look: TableLook<unknown, unknown>; readonly at: number }>();
/** A look older than this is read whole even when the table says nothing changed (a time limit passing changes no version). */
const LOOK_MAX_AGE_MS = 250;

/** Reads the page's TableLook (null before the room element has its table). */
export async function lookAt<State, Intent>(page: Page): Promise<TableLook<State, Intent> | null> {
  const last = lastLooks.get(page);
  const reuse = last !== undefined && Date.now() - last.at < LOOK_MAX_AGE_MS;
  const at = Date.now();
  const read = await page.evaluate((reuse) => {
    const room = document.querySelector('shoal-app')?.shadowRoot?.querySelector('shoal-room') as unknown as { table: any } | null; // eslint-disable-line @typescript-eslint/no-explicit-any
    const table = room?.table;
    if (!table) return null;
    // The table's version: how many times it has told its listeners of a change since this page was first read.
    const seen = window as unknown as { __lookTable?: unknown; __lookVersion: number; __lookSent: number };
    if (seen.__lookTable !== table) {
      seen.__lookTable = table;
      seen.__lookVersion = 0;
      seen.__lookSent = -1;
      table.subscribe(() => seen.__lookVersion++);
    }
    if (reuse && seen.__lookSent === seen.__lookVersion) return 'unchanged' as const;
    seen.__lookSent = seen.__lookVersion;
    const fold = table.room.fold();
    return {
      ready: table.ready(),
      seat: table.mySeat(),
      seats: table.seats().length,
      accepted: fold?.accepted.length ?? 0,
      rejected: fold?.rejected.length ?? 0,
      legal: table.legalIntents(),
      state: fold?.state ?? null,
      outcome: table.outcome()?.scores ?? null,
    };
  }, reuse);
  if (read === 'unchanged') return last!.look as TableLook<State, Intent>;
  if (read === null) lastLooks.delete(page);
  else lastLooks.set(page, { look: read, at });
  return read;
}

/** Polls the page's TableLook until `check` holds; a timeout says `what` and, through `describe`, the last look. */
export async function waitForLook<State, Intent>(
  page: Page,
  check: (look: TableLook<State, Intent>) => boolean,
  what: string,
  options: { readonly timeoutMs?: number; readonly describe?: (look: TableLook<State, Intent> | null) => string } = {},
): Promise<TableLook<State, Intent>> {
  let last: TableLook<State, Intent> | null = null;
  const describe = options.describe ?? ((l) => `accepted ${l?.accepted}, seat ${l?.seat}, legal ${l?.legal.length}, rejected ${l?.rejected}`);
  return until(
    async () => {
      last = await lookAt<State, Intent>(page);
      return last && check(last) ? last : null;
    },
    () => `${what}; last: ${describe(last)}`,
    options.timeoutMs ?? 40_000,
    PAGE_POLL_MS,
  );
}

/**
 * Opens a new room of `game` from the home screen's "Invite friends" (choosing `players` seats where the
 * game asks); returns its link.
 */
export async function openRoom(stack: Stack, host: Person, game: string, players?: number): Promise<string> {
  await host.page.goto(`${stack.appUrl}#/`);
  const card = host.page.locator('li.card', { has: host.page.locator(`#title-${game}`) });
  await card.locator('[data-action="invite-friends"]').click();
  if (players !== undefined) await host.page.locator(`[data-players="${players}"]`).click();
  await waitForLook(host.page, (l) => l.ready && (players === undefined || l.seats === players), 'the new room to open');
  return `${stack.appUrl}${await host.page.evaluate(() => location.hash)}`;
}

/** Sits `who` at `seat` under `name` through the seat picker. */
export async function takeSeat(who: Person, seat: number, name: string): Promise<void> {
  await who.page.locator('[data-field="name"]').fill(name);
  await who.page.locator(`[data-seat-pick="${seat}"]`).click();
  await waitForLook(who.page, (l) => l.seat === seat, `${name} to sit at seat ${seat}`);
}

/** Everything a browser holds about its room, as searchable text (bytes as Latin-1 and as hex). */
export interface Holdings {
  /** Every shared type of the room's Y.Doc. */
  doc: string;
  /** The state its table folded. */
  state: string;
  /** Every IndexedDB store, keys and values. */
  indexedDB: string;
  localStorage: string;
  /** The DOM with every shadow root. */
  dom: string;
}

export function holdings(page: Page): Promise<Holdings> {
  return page.evaluate(async () => {
    const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    const text = (value: unknown): string =>
      JSON.stringify(value, (_key, v: unknown) => {
        const bytes = v instanceof ArrayBuffer ? new Uint8Array(v) : ArrayBuffer.isView(v) ? new Uint8Array(v.buffer, v.byteOffset, v.byteLength) : null;
        if (!bytes) return v;
        let out = '';
        for (let i = 0; i < bytes.length; i += 4096) out += String.fromCharCode(...bytes.subarray(i, i + 4096));
        return `${out} ${hex(bytes)}`;
      }) ?? '';
    const request = <T>(r: IDBRequest<T>): Promise<T> => new Promise((resolve, reject) => ((r.onsuccess = () => resolve(r.result)), (r.onerror = () => reject(r.error))));
    const room = document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as { table: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
    const doc = room.table.room.doc;
    const shared: Record<string, unknown> = {};
    for (const [name, type] of doc.share) shared[name] = type.toJSON();
    let idb = '';
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        const objects = db.transaction(store, 'readonly').objectStore(store);
        idb += `${name}/${store}:${text(await request(objects.getAllKeys()))}${text(await request(objects.getAll()))}\n`;
      }
      db.close();
    }
    const dom = (root: Document | ShadowRoot): string => {
      let out = root instanceof Document ? root.documentElement.outerHTML : root.innerHTML;
      for (const element of Array.from(root.querySelectorAll('*'))) if (element.shadowRoot) out += dom(element.shadowRoot);
      return out;
    };
    return {
      doc: text(shared),
      state: text(room.table.room.fold().state),
      indexedDB: idb,
      localStorage: text(Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]))),
      dom: dom(document),
    };
  });
}

/** All of a browser's holdings as one text. */
export const everything = (held: Holdings): string => Object.values(held).join('\n');

/** A small seeded chooser of a number below `bound`, so a failing game can be replayed. */
export function seededChooser(seed: number): (bound: number) => number {
  let x = seed >>> 0;
  return (bound) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % bound;
  };
}
