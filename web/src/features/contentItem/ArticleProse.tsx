import { Box, type SystemStyleObject } from "@chakra-ui/react";
import { useLayoutEffect, useRef } from "react";
import { PLACEHOLDER_IMAGE } from "./placeholderImage";

// Prose styles for feed HTML. The body's size and line height are the reader's (Appearance, through the
// `read` tokens of ui/system.ts); everything inside is in em, so headings, code and captions scale with it.
const proseCss: SystemStyleObject = {
  fontSize: "read.md",
  lineHeight: "read",
  overflowWrap: "break-word",
  "& > :first-child": { marginTop: 0 },
  "& > :last-child": { marginBottom: 0 },
  "& p, & ul, & ol, & dl, & blockquote, & pre, & figure, & table, & details": { marginBlock: "0 1em" },
  "& h1, & h2, & h3, & h4, & h5, & h6": { fontWeight: "semibold", lineHeight: "1.3", marginBlock: "1.4em 0.5em" },
  "& h1": { fontSize: "1.6em" },
  "& h2": { fontSize: "1.4em" },
  "& h3": { fontSize: "1.2em" },
  "& h4, & h5, & h6": { fontSize: "1.05em" },
  "& a": { color: "brand.fg", textDecoration: "underline", textUnderlineOffset: "2px" },
  "& a:hover": { textDecorationThickness: "2px" },
  "& img, & video, & picture": { maxWidth: "100%", height: "auto", borderRadius: "md" },
  "& img[data-placeholder]": { width: "100%", maxWidth: "32em", aspectRatio: "16 / 9" },
  "& figure > img, & p > img:only-child, & p > a:only-child > img": { display: "block", marginInline: "auto" },
  "& figcaption": { fontSize: "0.875em", color: "fg.muted", textAlign: "center", marginTop: "0.5em" },
  // The server keeps iframes only from video hosts (sandboxed): a responsive 16:9 frame.
  "& iframe": { display: "block", width: "100%", height: "auto", aspectRatio: "16 / 9", border: 0, borderRadius: "md", marginBlock: "0 1em" },
  "& ul, & ol": { paddingInlineStart: "1.5em" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& li + li": { marginTop: "0.25em" },
  "& blockquote": { borderInlineStartWidth: "3px", borderColor: "border", paddingInlineStart: "1em", color: "fg.muted", fontStyle: "italic" },
  "& code, & kbd, & samp": { fontFamily: "mono", fontSize: "0.9em", bg: "bg.subtle", paddingInline: "0.25em", borderRadius: "sm" },
  "& pre": { overflowX: "auto", bg: "bg.subtle", padding: "0.75em 1em", borderRadius: "md", fontSize: "0.875em" },
  "& pre code": { bg: "transparent", padding: 0, fontSize: "inherit" },
  "& table": { display: "block", overflowX: "auto", borderCollapse: "collapse", maxWidth: "100%" },
  "& th, & td": { borderWidth: "1px", borderColor: "border", padding: "0.3em 0.6em", textAlign: "start", verticalAlign: "top" },
  "& th": { bg: "bg.subtle", fontWeight: "semibold" },
  "& hr": { borderColor: "border", marginBlock: "1.5em" },
  "& strong, & b": { fontWeight: "semibold" },
};

/**
 * Renders already-sanitised HTML (the server's, or sanitizeHtml's for a body the browser fetched) as an
 * article. After it is in the page, every link opens in a new tab (the reader stays where it is), and any
 * image that fails to load swaps to the placeholder (spec part 2 section 2).
 */
export function ArticleProse(props: { html: string; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);

  // A layout effect: it runs as the HTML lands, before the browser can report an image error.
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    for (const a of root.querySelectorAll<HTMLAnchorElement>("a[href]")) {
      a.target = "_blank";
      a.rel = "noopener noreferrer";
    }
    const fallBack = (img: HTMLImageElement) => {
      if (img.dataset.placeholder !== undefined) return;
      img.dataset.placeholder = "";
      img.removeAttribute("srcset");
      img.src = PLACEHOLDER_IMAGE;
    };
    // error does not bubble, but it does pass the ancestors in the capture phase.
    const onError = (e: Event) => {
      if (e.target instanceof HTMLImageElement) fallBack(e.target);
    };
    root.addEventListener("error", onError, true);
    // An image that failed before this ran (a cached failure): complete, but no pixels. An SVG can load with
    // no intrinsic width, so it is left to the error event.
    for (const img of root.querySelectorAll("img")) {
      const src = img.getAttribute("src") ?? "";
      if (img.complete && img.naturalWidth === 0 && src && !/\.svg([?#]|$)/i.test(src)) fallBack(img);
    }
    return () => root.removeEventListener("error", onError, true);
  }, [props.html]);

  return <Box ref={ref} css={proseCss} data-testid={props.testId} dangerouslySetInnerHTML={{ __html: props.html }} />;
}
