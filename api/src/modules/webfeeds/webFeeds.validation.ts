import { z } from "zod";
import { validationError } from "../../errors.js";
import { parseSelector, SelectorSyntaxError } from "../../reader/webpage/selectors.js";
import { STRICTNESS_MAX, STRICTNESS_MIN } from "../../reader/webpage/findCandidates.js";

/** Spec part 3 section 5: "Feed name is required", "URL is required", "Content selector is required". */
export const NAME_MAX = 128;
export const URL_MAX = 2000;
export const SELECTORS_MAX = 10;

const httpUrl = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .max(URL_MAX, `URL must be at most ${URL_MAX} characters`)
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === "http:" || u.protocol === "https:";
      } catch {
        return false;
      }
    }, "URL must be a web address starting with http:// or https://");

const selectorList = z
  .array(z.string().trim().min(1, "Content selector is required").max(1000, "Content selector is too long"), { message: "Content selector is required" })
  .min(1, "Content selector is required")
  .max(SELECTORS_MAX, `At most ${SELECTORS_MAX} content selectors`);

const pageSettings = z
  .object({ strictness: z.number().int().min(STRICTNESS_MIN, `Strictness is ${STRICTNESS_MIN} to ${STRICTNESS_MAX}`).max(STRICTNESS_MAX, `Strictness is ${STRICTNESS_MIN} to ${STRICTNESS_MAX}`).optional() })
  .loose();

const createSchema = z.object({
  name: z.string({ message: "Feed name is required" }).trim().min(1, "Feed name is required").max(NAME_MAX, `Feed name must be at most ${NAME_MAX} characters`),
  url: httpUrl("URL is required"),
  pageSettings: pageSettings.optional(),
  cssSelectors: z.object({ contentSelectors: selectorList }, { message: "Content selector is required" }),
  jsEnabled: z.boolean().optional(),
  enabled: z.boolean().optional(),
});

const patchSchema = createSchema.partial();

export type WebFeedInput = z.infer<typeof createSchema>;
export type WebFeedPatch = z.infer<typeof patchSchema>;

function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path[0] === "cssSelectors" ? "cssSelectors" : String(issue.path[0] ?? "body");
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Every selector must be one the server can match (and a browser too). */
function checkSelectors(list: string[] | undefined): void {
  for (const s of list ?? []) {
    try {
      parseSelector(s);
    } catch (e) {
      if (e instanceof SelectorSyntaxError) throw validationError({ cssSelectors: e.message });
      throw e;
    }
  }
}

export function parseCreateWebFeed(body: unknown): WebFeedInput {
  const r = createSchema.safeParse(body ?? {});
  if (!r.success) throw validationError(fieldsOf(r.error));
  checkSelectors(r.data.cssSelectors.contentSelectors);
  return r.data;
}

export function parsePatchWebFeed(body: unknown): WebFeedPatch {
  const r = patchSchema.safeParse(body ?? {});
  if (!r.success) throw validationError(fieldsOf(r.error));
  checkSelectors(r.data.cssSelectors?.contentSelectors);
  return r.data;
}

const bool = z.enum(["true", "false", "1", "0", ""]).optional().transform((v) => v === "true" || v === "1");

const parserQuery = z.object({
  url: httpUrl("URL is required"),
  enableJavascript: bool,
  websiteFeedId: z.string().optional(),
  strictness: z.coerce.number().int().min(STRICTNESS_MIN).max(STRICTNESS_MAX).optional(),
});

export type SiteQuery = z.infer<typeof parserQuery>;

/** GET /webfeeds/siteparser and /sitecontent query parameters. */
export function parseSiteQuery(query: URLSearchParams): SiteQuery {
  const raw = Object.fromEntries([...query.entries()].filter(([, v]) => v !== ""));
  const r = parserQuery.safeParse({ url: "", ...raw });
  if (!r.success) throw validationError(fieldsOf(r.error));
  return r.data;
}
