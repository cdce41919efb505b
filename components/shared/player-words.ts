// Rule numbers ("F-4.2", "GF-5.3.1, edge case 5") are for the code and its tests; a player reads the
// sentence without them.

const CITATION = /\s*\([^()]*\b(?:F|GF|SF|W|FL)-\d[^()]*\)/g;

/** `text` without its rule citations: "That net … ship in it (F-4.2)." → "That net … ship in it." */
export function withoutRuleNumbers(text: string): string {
  return text.replace(CITATION, '');
}
