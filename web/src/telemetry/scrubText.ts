const EMAIL = /[^\s@"'<>]+@[^\s@"'<>]+\.[^\s@"'<>]+/g;
const SECRET = /((?:pass(?:word)?|token|secret)["']?\s*[:=]\s*["']?)[^\s"'&,}]+/gi;

/** Email addresses and password, token or secret values in free text become [redacted] (spec part 3). */
export function scrubText(text: string): string {
  return text.replace(EMAIL, "[redacted]").replace(SECRET, "$1[redacted]");
}
