import { Alert, Box, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { readSession } from "../../session/cookie";

export const CONTENT_FAILED = "Failed to load website content";
export const SELECT_FAILED = "Failed to select element";

/**
 * The editor's manual mode (spec part 3 section 4): the page as GET /api_v1/webfeeds/sitecontent answers it (made
 * inert on the server), shown in a frame sandboxed with allow-scripts but never allow-same-origin, so the page and
 * our picker script (/webfeed-picker.js) run in an opaque origin that cannot touch the app. Clicking an item there
 * highlights the items like it and sends its selector here by postMessage; only messages from this frame count.
 * The frame is made from a string (srcdoc: the call needs the token in a header, which a frame's src cannot send),
 * so it lives under the app's Content-Security-Policy: the server puts the site's stylesheets in the page inline
 * (api/src/reader/webpage/inlineStyles.ts), which that policy allows, and the page shows as the site styles it.
 */
export function ManualPicker(props: { url: string; jsEnabled: boolean; selectors: readonly string[]; onPick: (selector: string) => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<{ selector: string | null; count: number } | null>(null);
  const [ready, setReady] = useState(false);
  const { onPick, selectors } = props;

  useEffect(() => {
    let live = true;
    setHtml(null);
    setReady(false);
    setError(null);
    const token = readSession()?.token;
    const q = new URLSearchParams({ url: props.url, enableJavascript: String(props.jsEnabled) });
    fetch(`/api_v1/webfeeds/sitecontent?${q}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const page = await res.text();
        const picker = `<script src="${window.location.origin}/webfeed-picker.js"></script>`;
        if (live) setHtml(/<\/body>/i.test(page) ? page.replace(/<\/body>(?![\s\S]*<\/body>)/i, `${picker}</body>`) : page + picker);
      })
      .catch(() => live && setError(CONTENT_FAILED));
    return () => {
      live = false;
    };
  }, [props.url, props.jsEnabled]);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (!frame.current || e.source !== frame.current.contentWindow) return;
      const data = e.data as { type?: string; selector?: unknown; count?: unknown } | null;
      if (data?.type === "rivulet-webfeed-ready") {
        setReady(true);
        frame.current.contentWindow?.postMessage({ type: "rivulet-webfeed-highlight", selectors: [...selectors] }, "*");
      } else if (data?.type === "rivulet-webfeed-pick") {
        const selector = typeof data.selector === "string" ? data.selector : null;
        setPicked({ selector, count: typeof data.count === "number" ? data.count : 0 });
        if (selector) onPick(selector);
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [onPick, selectors]);

  if (error) {
    return (
      <Alert.Root status="error" variant="subtle" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{error}</Alert.Title>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted" role="status">
        {picked === null
          ? // Until the frame's picker script runs, a click would follow the page's link instead of picking it.
            ready
            ? "Click one item of the list in the page: the items like it are highlighted."
            : "Preparing the page for picking…"
          : picked.selector
            ? `${picked.count} similar items highlighted (${picked.selector}).`
            : `${SELECT_FAILED}: no similar items around it. Click another part of an item.`}
      </Text>
      {html === null ? (
        <Box h="24rem" display="grid" placeItems="center" borderWidth="1px" rounded="l2">
          <Spinner aria-label="Loading the page" />
        </Box>
      ) : (
        <Box borderWidth="1px" rounded="l2" overflow="hidden" h={{ base: "22rem", md: "28rem" }} bg="white">
          <iframe ref={frame} title="The page: click an item" sandbox="allow-scripts" referrerPolicy="no-referrer" srcDoc={html} style={{ width: "100%", height: "100%", border: 0 }} />
        </Box>
      )}
    </Stack>
  );
}
