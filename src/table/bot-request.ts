// One bot move, as a message: the same request runs in the bot worker or, where there is no Worker,
// on the page. Plain JSON both ways (structured clone).
import { seededRandom } from '../core/random.js';
import { botInfoFor } from '../core/manifest.js';
import type { Seat } from '../core/index.js';
import type { AnyBot } from '../core/index.js';

/** Ask bot `botId` of game `gameId` what `seat` does in `state`. */
export interface BotRequest {
  readonly id: number;
  readonly gameId: string;
  readonly botId: string;
  readonly state: unknown;
  readonly seat: Seat;
  /** Seeds the bot's Random, so a request always gets the same answer. */
  readonly seed: number;
  /** The seat's own secrets (games with hidden information). */
  readonly secrets?: unknown;
  /** How long the bot may think (ms); searching levels stop by then. Default DEFAULT_THINKING_MS. */
  readonly thinkingMs?: number;
}

/** A decision's time: under a second, so a player never waits long for a bot. */
export const DEFAULT_THINKING_MS = 900;

/** The bot's intent, or why there is none. */
export type BotResponse =
  | { readonly id: number; readonly ok: true; readonly intent: unknown }
  | { readonly id: number; readonly ok: false; readonly message: string };

/**
 * Runs one request against the bots of its game. Never throws: a failure becomes `{ok: false}`. The thinking
 * time counts from `receivedAt` (performance.now() when the request arrived), so loading the bots is part of it.
 */
export function runBotRequest(levels: readonly AnyBot[], request: BotRequest, receivedAt = performance.now()): BotResponse {
  const { id } = request;
  const bot = botInfoFor(levels, request.botId);
  if (!bot) return { id, ok: false, message: `no bot "${request.botId}" for ${request.gameId}` };
  try {
    const limitMs = Math.max(0, (request.thinkingMs ?? DEFAULT_THINKING_MS) - (performance.now() - receivedAt));
    return { id, ok: true, intent: bot.choose(request.state, request.seat, seededRandom(request.seed), request.secrets, { now: () => performance.now(), limitMs }) };
  } catch (error) {
    return { id, ok: false, message: `bot ${request.botId} failed: ${(error as Error).message}` };
  }
}
