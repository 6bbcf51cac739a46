import { useEffect, useState } from "react";
import { notifyError } from "../../ui/toaster";
import { sanitizeHtml } from "./sanitizeHtml";

/** Spec part 2 section 8: the toast when the encoded body cannot be fetched. */
export const CONTENT_LOAD_FAILED = "There was a problem loading the content. Please try again later.";

const TIMEOUT_MS = 10_000; // spec part 1 section 9: API timeout 10 seconds

export type EncodedContent = { status: "idle" } | { status: "loading" } | { status: "loaded"; html: string } | { status: "failed" };

/**
 * Spec part 2 section 2: when an item has no inline body, it is fetched from its encoded-content address.
 * The browser fetches it directly, so the answer never passed the server's sanitiser: it is cleaned here
 * before it can reach the page. `url` null means nothing to fetch. A failure toasts once and falls back to
 * the description; leaving (or switching item) aborts quietly.
 */
export function useEncodedContent(url: string | null | undefined, base: string | null | undefined): EncodedContent {
  const [state, setState] = useState<{ url: string; content: EncodedContent } | null>(null);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException("timeout", "TimeoutError")), TIMEOUT_MS);
    setState({ url, content: { status: "loading" } });
    fetch(url, { signal: controller.signal, credentials: "omit", headers: { accept: "text/html" } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
        const html = sanitizeHtml(await res.text(), base ?? url);
        setState({ url, content: { status: "loaded", html } });
      })
      .catch(() => {
        // Unmounted or moved on to another item: not a failure the user needs to hear about.
        if (controller.signal.aborted && controller.signal.reason?.name !== "TimeoutError") return;
        setState({ url, content: { status: "failed" } });
        notifyError(CONTENT_LOAD_FAILED);
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, base]);

  if (!url) return { status: "idle" };
  // State left from a previous url is stale until the effect for the new one runs.
  return state?.url === url ? state.content : { status: "loading" };
}
