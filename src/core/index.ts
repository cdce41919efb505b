export { ruleError, ruleErrorsOf, isRuleError, type RuleError } from './errors.js';
export {
  moveDuties,
  type AnyBot,
  type AnyGame,
  type Bot,
  type Duty,
  type Entropy,
  type Prepared,
  type SeatProtocol,
  type DutyKind,
  type Game,
  type MoveBase,
  type Outcome,
  type Seat,
  type SetupConfig,
  type ThinkingTime,
} from './game.js';
export { botInfoFor, manifestInfo, type BotInfo, type GameManifest, type ManifestInfo } from './manifest.js';
export { seededRandom, type Random } from './random.js';
export { seededEntropy } from './entropy.js';
export {
  bytesEqual,
  canonicalBytes,
  canonicalJson,
  concatBytes,
  fromBase64Url,
  fromHex,
  fromUtf8,
  isHex,
  toBase64Url,
  toHex,
  u32,
  utf8,
  type Json,
} from './encoding.js';
export { hash32, hash64, sha512 } from './hash.js';
export { hasOnlyKeys, isIntInRange, isRecord } from './validate.js';
