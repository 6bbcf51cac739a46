import { encodeGlobalID } from "@pothos/plugin-relay";
import type { RequestContext } from "../../context.js";
import { shownTagUnread } from "../../core/tagCounts.js";
import { forgetViewerCounts, viewerCounts } from "../../core/viewerCounts.js";
import { NIL_UUID } from "../../lib/ids.js";
import { sessionOf } from "../../schema/auth.js";
import { builder } from "../../schema/builder.js";
import { WithViewer } from "../../schema/withViewer.js";
import { withErrors } from "../../schema/errors.graphql.js";
import { rawId } from "../../schema/globalIds.js";

const props = (p: unknown) => (p ?? {}) as { icon?: string | null; showInSidebar?: boolean; enableDatafeed?: boolean };

/** A content item tag (spec part 2 section 3); visible only to its owner. Its items: content.graphql.ts. */
export const ContentItemTagType = builder.prismaNode("ContentItemTag", {
  id: { field: "id" },
  findUnique: (id, ctx) => ({ id, userId: ctx.session?.user.id ?? NIL_UUID }),
  fields: (t) => ({
    contentItemTagId: t.exposeString("id", { description: "The raw id used by the REST API." }),
    name: t.exposeString("name"),
    slug: t.exposeString("slug", { nullable: true, description: "System tags only (read-later); null for the user's own tags." }),
    enabled: t.exposeBoolean("enabled"),
    isSystem: t.exposeBoolean("isSystem", { description: "System tags (read-later) cannot be renamed or deleted." }),
    icon: t.string({ nullable: true, resolve: (tag) => props(tag.properties).icon ?? null }),
    showInSidebar: t.boolean({ resolve: (tag) => props(tag.properties).showInSidebar ?? false }),
    enableDatafeed: t.boolean({ resolve: (tag) => props(tag.properties).enableDatafeed ?? false }),
    properties: t.expose("properties", { type: "JSON" }),
    totalContentItems: t.int({ resolve: async (tag, _a, ctx) => (await viewerCounts(ctx, "tags")).get(tag.id)?.total ?? 0 }),
    unreadCount: t.int({ description: "0 while disabled.", resolve: async (tag, _a, ctx) => shownTagUnread(tag, (await viewerCounts(ctx, "tags")).get(tag.id)) }),
  }),
});

builder.prismaObjectField("ContentItem", "contentItemTags", (t) =>
  t.loadableList({
    type: ContentItemTagType,
    description: "The viewer's tags holding this item (read-later among them); empty without a token.",
    load: async (ids: string[], ctx) => (ctx.session ? ctx.services.contentTags.tagsOf(ctx.session.user.id, ids) : ids.map(() => [])),
    resolve: (item) => item.id,
  }),
);

builder.prismaObjectFields("User", (t) => ({
  contentItemTags: t.field({
    type: [ContentItemTagType],
    description: "The viewer's tags: system tags (read-later) first, then by name.",
    resolve: (u, _a, ctx) => ctx.services.contentTags.list(u.id),
  }),
  contentItemTag: t.field({
    type: ContentItemTagType,
    nullable: true,
    description: "One of the viewer's tags by raw id, or a system tag by slug (read-later).",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (u, { slug }, ctx) => ctx.services.contentTags.find(u.id, slug),
  }),
}));

// ---- mutations -------------------------------------------------------------------------------------------

function changed(ctx: RequestContext): string {
  forgetViewerCounts(ctx);
  return sessionOf(ctx).user.id;
}

const ContentItemTagPayload = builder.objectRef<{ userId: string; tagId: string }>("ContentItemTagPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    contentItemTag: t.prismaField({ type: "ContentItemTag", resolve: (query, p, _a, ctx) => ctx.db.contentItemTag.findUniqueOrThrow({ ...query, where: { id: p.tagId } }) }),
  }),
});

const DeleteContentItemTagPayload = builder.objectRef<{ userId: string; tagId: string }>("DeleteContentItemTagPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    deletedContentItemTagId: t.id({ resolve: (p) => encodeGlobalID("ContentItemTag", p.tagId) }),
  }),
});

const TaggingPayload = builder.objectRef<{ userId: string; tagId: string; contentItemId: string }>("ContentItemTaggingPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    contentItem: t.prismaField({ type: "ContentItem", resolve: (query, p, _a, ctx) => ctx.db.contentItem.findUniqueOrThrow({ ...query, where: { id: p.contentItemId } }) }),
    contentItemTag: t.prismaField({ type: "ContentItemTag", resolve: (query, p, _a, ctx) => ctx.db.contentItemTag.findUniqueOrThrow({ ...query, where: { id: p.tagId } }) }),
  }),
});

const CreateInput = builder.inputType("CreateContentItemTagInput", {
  fields: (t) => ({ name: t.string({ required: true }), icon: t.string(), showInSidebar: t.boolean(), enableDatafeed: t.boolean() }),
});
const UpdateInput = builder.inputType("UpdateContentItemTagInput", {
  fields: (t) => ({ id: t.id({ required: true }), name: t.string(), enabled: t.boolean(), icon: t.string(), showInSidebar: t.boolean(), enableDatafeed: t.boolean() }),
});
const DeleteInput = builder.inputType("DeleteContentItemTagInput", { fields: (t) => ({ id: t.id({ required: true }) }) });
const TaggingInput = builder.inputType("ContentItemTaggingInput", {
  description: "contentItemTagId, or contentItemTagSlug (read-later) for the viewer's system tag.",
  fields: (t) => ({ contentItemId: t.id({ required: true }), contentItemTagId: t.id(), contentItemTagSlug: t.string() }),
});

/** Only the properties the input sets (null clears an icon). */
function propertiesOf(input: { icon?: string | null; showInSidebar?: boolean | null; enableDatafeed?: boolean | null }) {
  const p = {
    ...(input.icon !== undefined ? { icon: input.icon } : {}),
    ...(input.showInSidebar != null ? { showInSidebar: input.showInSidebar } : {}),
    ...(input.enableDatafeed != null ? { enableDatafeed: input.enableDatafeed } : {}),
  };
  return Object.keys(p).length ? { properties: p } : {};
}

const tagRef = (input: { contentItemTagId?: string | null; contentItemTagSlug?: string | null }) =>
  input.contentItemTagId ? rawId(input.contentItemTagId, "ContentItemTag") : (input.contentItemTagSlug ?? "");

builder.mutationFields((t) => ({
  createContentItemTag: t.field({
    type: ContentItemTagPayload,
    errors: withErrors,
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const tag = await ctx.services.contentTags.create(sessionOf(ctx).user, { name: input.name, ...propertiesOf(input) });
      return { userId: changed(ctx), tagId: tag.id };
    },
  }),
  updateContentItemTag: t.field({
    type: ContentItemTagPayload,
    errors: withErrors,
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const tag = await ctx.services.contentTags.patch(sessionOf(ctx).user, rawId(input.id, "ContentItemTag"), {
        ...(input.name != null ? { name: input.name } : {}),
        ...(input.enabled != null ? { enabled: input.enabled } : {}),
        ...propertiesOf(input),
      });
      return { userId: changed(ctx), tagId: tag.id };
    },
  }),
  deleteContentItemTag: t.field({
    type: DeleteContentItemTagPayload,
    errors: withErrors,
    args: { input: t.arg({ type: DeleteInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const tagId = await ctx.services.contentTags.remove(sessionOf(ctx).user, rawId(input.id, "ContentItemTag"));
      return { userId: changed(ctx), tagId };
    },
  }),
  tagContentItem: t.field({
    type: TaggingPayload,
    errors: withErrors,
    args: { input: t.arg({ type: TaggingInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const contentItemId = rawId(input.contentItemId, "ContentItem");
      const tag = await ctx.services.contentTags.tagItem(sessionOf(ctx).user, contentItemId, { contentItemTagId: tagRef(input) });
      return { userId: changed(ctx), tagId: tag.id, contentItemId };
    },
  }),
  untagContentItem: t.field({
    type: TaggingPayload,
    errors: withErrors,
    args: { input: t.arg({ type: TaggingInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const contentItemId = rawId(input.contentItemId, "ContentItem");
      const tag = await ctx.services.contentTags.untagItem(sessionOf(ctx).user, contentItemId, tagRef(input));
      return { userId: changed(ctx), tagId: tag.id, contentItemId };
    },
  }),
}));
