/** decodeURIComponent, or null for a broken percent-escape (which names nothing: callers answer not found). */
export function decodeUriComponent(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
