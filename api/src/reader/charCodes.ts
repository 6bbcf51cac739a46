// Character codes the indexOf/charCodeAt scanners test against (the XML scanner, the HTML tokeniser and the fused
// sanitiser), and the whitespace and tag-section tests they share: one definition, so the three read markup alike.

export const SLASH = 47;
export const GT = 62;
export const BANG = 33;
export const DASH = 45;
export const QUESTION = 63;
export const EQ = 61;
export const DQ = 34;
export const SQ = 39;
export const OPEN_BRACKET = 91;

/** HTML's and XML's whitespace: space, newline, tab, form feed, carriage return. */
export function isWhitespace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 12 || c === 13;
}

/** Ends a tag name or an attribute name (htmlparser2's isEndOfTagSection). */
export function isEndOfTagSection(c: number): boolean {
  return c === SLASH || c === GT || isWhitespace(c);
}
