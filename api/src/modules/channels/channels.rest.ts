import type { RestHandler } from "../../rest/types.js";
import { requireAdmin } from "../admin/adminAccess.js";

// Spec part 3 section 7. Channel answers carry a `channels` map keyed by id, like the spec's other collections;
// a channel page's digests and stories are arrays (their order is the list's).

/** GET /channels?search=: `{ channels }`, every channel by name. No token needed: channels are public. */
export const handleListChannels: RestHandler = async ({ ctx, query }) => {
  const rows = await ctx.services.channels.list(query.get("search"));
  const views = await Promise.all(rows.map((c) => ctx.services.channels.view(c)));
  return { channels: Object.fromEntries(views.map((v) => [v.id, v])) };
};

/** POST /channels { name, description, properties: { channelPromptInstructions } }: administrators only. */
export const handleCreateChannel: RestHandler = async ({ ctx, body }) => {
  requireAdmin(ctx);
  const c = await ctx.services.channels.create(body);
  return { id: c.id, channels: { [c.id]: await ctx.services.channels.view(c) } };
};

/** PATCH /channels/{id}: the create payload; what is given changes. Administrators only. */
export const handlePatchChannel: RestHandler = async ({ ctx, params, body }) => {
  requireAdmin(ctx);
  const c = await ctx.services.channels.patch(params.id!, body);
  return { id: c.id, channels: { [c.id]: await ctx.services.channels.view(c) } };
};

/**
 * GET /channels/{id}?digestsOlderThan=&limit=: `{ id, channels, stories, digests, meta }`, the channel and a page of
 * its completed digests, newest first, with their stories. No token needed.
 */
export const handleGetChannel: RestHandler = async ({ ctx, params, query }) => ctx.services.channels.page(params.id!, Object.fromEntries(query));
