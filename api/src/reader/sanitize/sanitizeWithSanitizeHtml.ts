import type sanitizeHtmlType from "sanitize-html";
import { lazyRequire } from "../../lib/lazyRequire.js";
import {
  ALLOWED_ATTRIBUTES, ALLOWED_SCHEMES, ALLOWED_SCHEMES_BY_TAG, ALLOWED_STYLES, DROP_WITH_CONTENT, excluded, HIDDEN,
  IFRAME_HOSTS, MEDIA_TAGS, renamed, TEXT_TAGS, TRANSFORMS, URL_ATTRIBUTES, type Transform,
} from "./policy.js";

/**
 * sanitize-html with the same policy as the streaming rewriter: the rewriter hands it the rare fragments whose
 * style or srcset attributes need a CSS parser (postcss) or the srcset grammar (parse-srcset) to decide, so
 * their output is what it always was. Loaded on first use: most processes never need it (and postcss with it).
 */
const sanitizeHtml = lazyRequire<typeof sanitizeHtmlType>("sanitize-html");

/**
 * The base URL of the fragment being cleaned. sanitizeHtml runs synchronously, so the transforms read it from
 * here and one options object serves every call.
 */
let base: string | null | undefined;

const transform =
  (fn: Transform): sanitizeHtmlType.Transformer =>
  (tagName, attribs) => ({ tagName, attribs: fn({ ...attribs }, base) });

const OPTIONS: sanitizeHtmlType.IOptions = {
  allowedTags: [...TEXT_TAGS, ...MEDIA_TAGS, HIDDEN],
  nonTextTags: DROP_WITH_CONTENT,
  disallowedTagsMode: "discard",
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedSchemes: ALLOWED_SCHEMES,
  allowedSchemesByTag: ALLOWED_SCHEMES_BY_TAG,
  allowedSchemesAppliedToAttributes: URL_ATTRIBUTES,
  allowProtocolRelative: false,
  allowedIframeHostnames: IFRAME_HOSTS,
  allowIframeRelativeUrls: false,
  allowedStyles: { "*": ALLOWED_STYLES },
  parseStyleAttributes: true,
  transformTags: {
    ...Object.fromEntries(Object.entries(TRANSFORMS).map(([tag, fn]) => [tag, transform(fn)])),
    // After the tag's own transform, for every element (renaming to a disallowed tag would leave sanitize-html's
    // close-tag bookkeeping stale, so hidden elements get the allowed HIDDEN name the filter drops).
    "*": (tagName, attribs) => {
      const name = renamed(tagName, attribs);
      return name === HIDDEN ? { tagName: HIDDEN, attribs: {} } : { tagName: name, attribs };
    },
  },
  exclusiveFilter: (frame) => excluded(frame.tag, (frame as { name?: string }).name, frame.attribs),
};

export function sanitizeWithSanitizeHtml(html: string, baseUrl: string | null | undefined): string {
  base = baseUrl;
  try {
    return sanitizeHtml()(html, OPTIONS);
  } finally {
    base = undefined;
  }
}
