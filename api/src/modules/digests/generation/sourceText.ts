/** What generation reads of an item: its id, title, link, image and plain text. */
export interface SourceItem {
  id: string;
  title: string;
  link: string | null;
  imageUrl: string | null;
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** Plain text of stored (sanitised) HTML: tags dropped, common entities read, whitespace folded. */
export function plainText(html: string | null | undefined): string {
  if (!html) return "";
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#?\w+);/g, (m, name: string) => ENTITIES[name] ?? (name.startsWith("#") ? String.fromCodePoint(Number(name.slice(1)) || 32) : m))
    .replace(/\s+/g, " ")
    .trim();
}

/** The sentences of a text, as written (split after . ! ? followed by a space and a capital, digit or quote). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])["”’)]?\s+(?=["“‘(]?[A-Z0-9])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
