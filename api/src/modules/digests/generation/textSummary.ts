import { chatJson, type ChatConfig } from "../../../providers/openaiChat.js";
import { sentences, type SourceItem } from "./sourceText.js";

/** Spec part 3 section 3: the text summary file, a list of items each with title, summary, sourceIds. */
export interface SummaryItem {
  title: string;
  summary: string;
  sourceIds: string[];
}

/** Characters a summary item counts toward the budget: its title and its summary. */
export const itemChars = (i: SummaryItem) => i.title.length + i.summary.length;
export const totalChars = (items: SummaryItem[]) => items.reduce((n, i) => n + itemChars(i), 0);

/** Below this many characters of summary per item, an item says too little to be worth its place. */
const MIN_ITEM_CHARS = 140;

/**
 * The offline summary: for each item (in the order chosen), its title and whole sentences taken from its own text,
 * in order, as many as fit its share of the budget; nothing is invented or reworded. When the budget cannot give
 * every item a useful share, fewer items (the first ones) are kept. Total characters never exceed `maxChars`.
 */
export function extractiveSummary(items: SourceItem[], maxChars: number): SummaryItem[] {
  const usable = items.filter((i) => i.title.trim() || i.text.trim());
  const count = Math.min(usable.length, Math.max(1, Math.floor(maxChars / MIN_ITEM_CHARS)));
  const chosen = usable.slice(0, count);
  const out: SummaryItem[] = [];
  let left = maxChars;
  for (const [index, item] of chosen.entries()) {
    const share = Math.floor(left / (chosen.length - index));
    let title = item.title.trim() || (sentences(item.text)[0] ?? "").slice(0, 120);
    if (title.length > share) title = cut(title, share);
    let summary = "";
    for (const s of sentences(item.text)) {
      if (s === title) continue;
      const next = summary ? `${summary} ${s}` : s;
      if (title.length + next.length > share) {
        // A first sentence longer than the share is cut at a word (still the source's words, in order).
        if (!summary) summary = cut(s, share - title.length);
        break;
      }
      summary = next;
    }
    const entry = { title, summary, sourceIds: [item.id] };
    if (!title && !summary) continue;
    out.push(entry);
    left -= itemChars(entry);
  }
  return out;
}

/** The longest prefix of whole words within `max` characters, ending in an ellipsis (counted). */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max < 2) return "";
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(" ");
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/**
 * With a configured chat model: the series' notes (a preset's text or the user's own) shape the prompt, the model
 * answers JSON items, and every item must cite at least one of the given sources. Answers that cite nothing real,
 * or none at all, fall back to the extractive summary; an over-long answer is trimmed to the budget.
 */
export async function modelSummary(chat: ChatConfig, items: SourceItem[], opts: { maxChars: number; notes: string; purpose: "text" | "script" }): Promise<SummaryItem[]> {
  const ids = new Set(items.map((i) => i.id));
  const sources = items.map((i) => ({ id: i.id, title: i.title, text: i.text.slice(0, 1500) }));
  const system = [
    "You write digests of news items. Use only facts stated in the sources; never invent anything.",
    opts.purpose === "script" ? "Write for listening: short sentences, no lists, no URLs." : "Write for reading.",
    `Style: ${opts.notes || "neutral and concise"}`,
    `Answer JSON {"items":[{"title":string,"summary":string,"sourceIds":[string]}]}: group related sources into one item, cite every source an item uses by its id, and keep the total length of all titles and summaries under ${opts.maxChars} characters.`,
  ].join("\n");
  const raw = await chatJson(chat, [
    { role: "system", content: system },
    { role: "user", content: JSON.stringify({ sources }) },
  ]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return extractiveSummary(items, opts.maxChars);
  }
  const list = (parsed as { items?: unknown }).items;
  if (!Array.isArray(list)) return extractiveSummary(items, opts.maxChars);
  const valid: SummaryItem[] = [];
  for (const entry of list) {
    const e = entry as Partial<SummaryItem>;
    if (typeof e.title !== "string" || typeof e.summary !== "string" || !Array.isArray(e.sourceIds)) continue;
    const cited = e.sourceIds.filter((id): id is string => typeof id === "string" && ids.has(id));
    if (!cited.length) continue;
    valid.push({ title: e.title.trim(), summary: e.summary.trim(), sourceIds: [...new Set(cited)] });
  }
  if (!valid.length) return extractiveSummary(items, opts.maxChars);
  // Within the budget: whole items while they fit, the last one cut.
  const out: SummaryItem[] = [];
  let left = opts.maxChars;
  for (const i of valid) {
    if (itemChars(i) <= left) {
      out.push(i);
      left -= itemChars(i);
    } else {
      if (left > i.title.length + 20) out.push({ ...i, summary: cut(i.summary, left - i.title.length) });
      break;
    }
  }
  return out;
}
