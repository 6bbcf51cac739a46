/** Spec part 1 section 8: the Copy link and Share confirmations. */
export const LINK_COPIED = "Link copied to clipboard";
export const SHARE_UNSUPPORTED = "Share sheet not supported, link copied to clipboard instead";

/** The browser members copy and share use; injected so the decisions can be tested in Node. */
export interface ShareEnvironment {
  clipboard?: { writeText(text: string): Promise<void> } | undefined;
  share?: ((data: { title?: string; url: string }) => Promise<void>) | undefined;
  /** The old textarea + execCommand("copy") route, for pages where the Clipboard API is refused. */
  legacyCopy?: ((text: string) => boolean) | undefined;
}

export function browserShareEnvironment(): ShareEnvironment {
  return {
    clipboard: navigator.clipboard,
    share: typeof navigator.share === "function" ? (data) => navigator.share(data) : undefined,
    legacyCopy: (text) => {
      const area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      try {
        return document.execCommand("copy");
      } finally {
        area.remove();
      }
    },
  };
}

/** Copies `text`; true when it reached the clipboard. */
export async function copyText(text: string, env: ShareEnvironment): Promise<boolean> {
  try {
    if (env.clipboard) {
      await env.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no focus, permissions): try the legacy route below.
  }
  try {
    return env.legacyCopy?.(text) ?? false;
  } catch {
    return false;
  }
}

export type ShareOutcome = "shared" | "cancelled" | "copied" | "failed";

/**
 * Share: the system share sheet when the browser has one; otherwise (or when the sheet refuses the data)
 * the link is copied instead. Closing the sheet is the user's choice and is not an error.
 */
export async function shareOrCopy(data: { title?: string; url: string }, env: ShareEnvironment): Promise<ShareOutcome> {
  if (env.share) {
    try {
      await env.share(data);
      return "shared";
    } catch (e) {
      if ((e as { name?: string } | null)?.name === "AbortError") return "cancelled";
    }
  }
  return (await copyText(data.url, env)) ? "copied" : "failed";
}
