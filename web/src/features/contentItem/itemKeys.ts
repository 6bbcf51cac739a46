import { isTyping } from "../../routes/MainLayout/useShortcuts";
import { ITEM_KEYS, normalKey } from "../shortcuts/keyboardShortcuts";

export type ItemKeyAction = "prev" | "next" | "toggleRead";

/**
 * The item view's shortcuts (spec part 2 section 2, keyboard; ITEM_KEYS, as the `?` sheet lists them):
 * ArrowLeft, h or k for the previous item, ArrowRight, l or j for the next (j/k move down/up in the lists,
 * h/l left/right, so they step the same way here), y toggles read. Escape is the dialog's own. Ignored while
 * typing, with a modifier held (browser shortcuts), and on a focused audio/video player, whose arrows seek.
 */
export function itemKeyAction(e: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey" | "target">): ItemKeyAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey || e.shiftKey || isTyping(e.target)) return null;
  const tag = (e.target as { tagName?: string } | null)?.tagName;
  if (tag === "AUDIO" || tag === "VIDEO") return null;
  const key = normalKey(e.key);
  if (ITEM_KEYS.prev.some((k) => k === key)) return "prev";
  if (ITEM_KEYS.next.some((k) => k === key)) return "next";
  if (ITEM_KEYS.toggleRead.some((k) => k === key)) return "toggleRead";
  return null;
}
