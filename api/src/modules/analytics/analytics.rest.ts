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

/**
 * GET /client/telemetry (beyond the spec, no token): which of error reporting (Sentry: DSN, environment, release,
 * sample rate) and analytics (Plausible: endpoint, domain) the page starts; null for what is off.
 */
export const handleTelemetrySettings: RestHandler = async ({ ctx }) => ctx.services.telemetry.settings();
