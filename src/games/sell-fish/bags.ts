/**
 * The chip bags (SF-1.3, SF-7.5–SF-7.7, SF-9.1, SF-14.1, SF-14.2): which chips exist, what is in a bag
 * when a river is fished, and drawing from it with uniform integers from a beacon draw.
 */
import { ATTACK_CHIPS, SUPER_HARVEST_CHIPS } from './data.js';
import { CHIP_COLOURS } from './types.js';
import type { Chip, ChipColour, SellFishOptions, SellFishState, TrackPosition } from './types.js';

/** Uniform integers from one beacon draw: `int(bound)` is in [0, bound). */
export interface DrawSource {
  int(bound: number): number;
}

const chipCache = new WeakMap<SellFishOptions, readonly Chip[]>();

/** Every chip of the game, named by index: the fish chips of SF-T1, then the optional chips of SF-14. */
export function chipsOf(options: SellFishOptions): readonly Chip[] {
  const cached = chipCache.get(options);
  if (cached) return cached;
  const chips: Chip[] = [];
  for (const colour of CHIP_COLOURS) for (const value of options.chips[colour]) chips.push({ colour, kind: 'fish', value });
  for (const colour of CHIP_COLOURS) {
    if (options.superHarvest) for (let i = 0; i < SUPER_HARVEST_CHIPS; i++) chips.push({ colour, kind: 'super', value: 0 });
    if (options.pirateAttack) for (let i = 0; i < ATTACK_CHIPS; i++) chips.push({ colour, kind: 'attack', value: 0 });
  }
  const frozen = Object.freeze(chips.map((c) => Object.freeze(c)));
  chipCache.set(options, frozen);
  return frozen;
}

/** The chips in each bag before a river is fished: all but the attack chips players hold (SF-14.2.4). */
export function fullBags(state: SellFishState): Record<ChipColour, number[]> {
  const held = new Set(state.communities.flatMap((c) => c.attackChips.map((h) => h.chip)));
  if (held.size === 0) {
    const all = allInBags(state.options);
    return { silver: [...all.silver], gold: [...all.gold] };
  }
  const bags: Record<ChipColour, number[]> = { silver: [], gold: [] };
  chipsOf(state.options).forEach((chip, id) => {
    if (!held.has(id)) bags[chip.colour].push(id);
  });
  return bags;
}

const bagCache = new WeakMap<SellFishOptions, Readonly<Record<ChipColour, readonly number[]>>>();

/** Every chip in its bag, none held. */
function allInBags(options: SellFishOptions): Readonly<Record<ChipColour, readonly number[]>> {
  let bags = bagCache.get(options);
  if (!bags) {
    const ids: Record<ChipColour, number[]> = { silver: [], gold: [] };
    chipsOf(options).forEach((chip, id) => ids[chip.colour].push(id));
    bags = ids;
    bagCache.set(options, bags);
  }
  return bags;
}

/** What one player drew in a river. */
export interface PlayerDraw {
  /** Fish chips kept, by chip id. */
  readonly fish: readonly number[];
  /** Attack chips drawn (SF-14.2.2). */
  readonly attacks: readonly number[];
  /** True when a super-harvest chip made the player redraw one position higher (SF-14.1.2). */
  readonly superHarvest: boolean;
}

// A leader's super-harvest chip goes back in the bag (SF-14.1.3); past this many in a row it is set aside.
const MAX_RETURNS = 1000;

/**
 * SF-7.5 one player's draw at track position `position` (1-based), taking chips out of `bags` (changed
 * in place). SF-14.1 a super-harvest chip (unless `leads`) restarts the draw one position higher, once;
 * SF-14.2.2 an attack chip is kept aside and replaced.
 */
export function drawForPlayer(
  options: SellFishOptions,
  bags: Record<ChipColour, number[]>,
  position: number,
  leads: boolean,
  source: DrawSource,
): PlayerDraw {
  const chips = chipsOf(options);
  const track = options.track;
  let target: TrackPosition = track[position - 1]!;
  let fish: number[] = [];
  const attacks: number[] = [];
  let superHarvest = false;
  let returns = 0;
  let restart = true;
  while (restart) {
    restart = false;
    for (const colour of CHIP_COLOURS) {
      const need = target[colour];
      const bag = bags[colour];
      while (fish.filter((id) => chips[id]!.colour === colour).length < need && bag.length > 0) {
        const [id] = bag.splice(source.int(bag.length), 1) as [number];
        const chip = chips[id]!;
        if (chip.kind === 'fish') fish.push(id);
        else if (chip.kind === 'attack') attacks.push(id);
        else if (leads && returns < MAX_RETURNS) {
          bag.push(id); // SF-14.1.3 the leader returns it and draws a replacement
          returns++;
        } else if (!superHarvest && !leads) {
          // SF-14.1.2 put back the fish drawn so far and draw again one position higher (SF-14.1.4 capped at the top).
          for (const back of fish) bags[chips[back]!.colour].push(back);
          fish = [];
          superHarvest = true;
          target = track[Math.min(position + 1, track.length) - 1]!;
          restart = true;
          break;
        }
        // Otherwise (a second one, SF-14.1.4) the chip is set aside with no effect.
      }
      if (restart) break;
    }
  }
  return { fish, attacks, superHarvest };
}

/** The values of fish chips by id. */
export function chipValues(options: SellFishOptions, ids: readonly number[]): number[] {
  const chips = chipsOf(options);
  return ids.map((id) => chips[id]!.value);
}

/** SF-7.2 one silver fish chip drawn from the full bag and put back at once (optional chips are replaced). */
export function fineChip(options: SellFishOptions, source: DrawSource): number {
  const silver = options.chips.silver;
  return silver[source.int(silver.length)]!;
}

/** SF-9.1 `count` silver fish chips drawn without replacement from the full bag (optional chips replaced). */
export function endCheckChips(options: SellFishOptions, count: number, source: DrawSource): number[] {
  const bag = [...options.chips.silver];
  const drawn: number[] = [];
  for (let i = 0; i < count && bag.length > 0; i++) drawn.push(bag.splice(source.int(bag.length), 1)[0]!);
  return drawn;
}
