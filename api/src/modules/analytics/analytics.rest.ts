import { z } from "zod";
import { requireSession } from "../../context.js";
import { validationError } from "../../errors.js";
import type { RestHandler } from "../../rest/types.js";
import { parseInput } from "../../lib/parseInput.js";

const viewSchema = z.object({ contentItemId: z.string({ error: "contentItemId is required" }).min(1).max(100) });

/** POST /analytics?type=contentItemView { contentItemId }: a token is required (spec: fails without one). */
export const handleAnalytics: RestHandler = async ({ ctx, query, body }) => {
  const { user } = requireSession(ctx);
  if (query.get("type") !== "contentItemView") throw validationError({ type: "type must be contentItemView" });
  const { contentItemId } = parseInput(viewSchema, body);
  return { contentItemId, ...(await ctx.services.content.recordView(user.id, contentItemId)) };
};

const pageviewSchema = z.object({ url: z.string().min(1).max(2_000), referrer: z.string().max(2_000).nullish() });
const clientErrorSchema = z.object({
  name: z.string().max(200).default("Error"),
  message: z.string().max(10_000),
  stack: z.string().max(20_000).nullish(),
  url: z.string().min(1).max(2_000),
});

/** GET /client/telemetry (beyond the spec, no token): which of analytics and error reporting the page starts. */
export const handleTelemetrySettings: RestHandler = async ({ ctx }) => ctx.services.telemetry.settings();

/** POST /client/pageviews { url, referrer? } (no token; rate-limited): forwarded to ANALYTICS_URL when set. */
export const handlePageview: RestHandler = async ({ ctx, body }) => {
  const view = parseInput(pageviewSchema, body);
  return { accepted: await ctx.services.telemetry.pageview({ url: view.url, referrer: view.referrer ?? null }, ctx.meta) };
};

/** POST /client/errors { name, message, stack?, url } (no token; rate-limited): to ERROR_REPORT_URL, scrubbed. */
export const handleClientError: RestHandler = async ({ ctx, body }) => {
  const report = parseInput(clientErrorSchema, body);
  return { accepted: await ctx.services.telemetry.clientError({ ...report, stack: report.stack ?? null }, ctx.meta) };
};
