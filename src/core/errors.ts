/** An expected failure: an illegal or malformed move. Returned, never thrown. */
export interface RuleError {
  readonly kind: 'rule-error';
  /** Stable, machine-readable, e.g. `'not-your-turn'`. */
  readonly code: string;
  /** A sentence a player can read. */
  readonly message: string;
}

/** Builds a RuleError. */
export function ruleError(code: string, message: string): RuleError {
  return Object.freeze({ kind: 'rule-error', code, message });
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
