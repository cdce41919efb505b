/** An expected failure: an illegal or malformed move. Returned, never thrown. */
export interface RuleError<Code extends string = string> {
  readonly kind: 'rule-error';
  /** Stable, machine-readable, e.g. `'not-your-turn'`: one of the game's listed codes. */
  readonly code: Code;
  /** A sentence a player can read. */
  readonly message: string;
}

/** Builds a RuleError. */
export function ruleError<Code extends string>(code: Code, message: string): RuleError<Code> {
  return Object.freeze({ kind: 'rule-error', code, message });
}

/** `ruleError` for a game's listed codes only: `const fisheryError = ruleErrorsOf(RULE_ERROR_CODES)`. */
export function ruleErrorsOf<const Codes extends readonly string[]>(_codes: Codes): (code: Codes[number], message: string) => RuleError<Codes[number]> {
  return ruleError;
}

/** True for a value returned by `ruleError`. */
export function isRuleError(value: unknown): value is RuleError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'rule-error' &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}
