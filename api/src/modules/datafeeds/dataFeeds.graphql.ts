import type { Config } from "../../config.js";
import { builder } from "../../schema/builder.js";
import type { DataFeedKind } from "./dataFeeds.service.js";

interface Links {
  rss: string;
  atom: string;
  json: string;
}

const DataFeedLinks = builder.objectRef<Links>("DataFeedLinks").implement({
  description: "A data feed's addresses (no token needed: the id is the secret). Newest 50 items after filters, rebuilt at most hourly.",
  fields: (t) => ({ rss: t.exposeString("rss"), atom: t.exposeString("atom"), json: t.exposeString("json") }),
});

function links(config: Config, kind: DataFeedKind, id: string): Links {
  const base = `${config.publicUrl}/api_v1/datafeeds/${kind}/${id}`;
  return { rss: `${base}.rss`, atom: `${base}.atom`, json: `${base}.json` };
}

const on = (properties: unknown) => (properties as { enableDatafeed?: unknown } | null)?.enableDatafeed === true;
const description = "The data feed's addresses while properties.enableDatafeed is on (and the list is enabled), else null.";

builder.prismaObjectField("FeedSubscription", "dataFeed", (t) =>
  t.field({ type: DataFeedLinks, nullable: true, description, resolve: (s, _a, ctx) => (s.enabled && on(s.properties) ? links(ctx.config, "subscriptions", s.id) : null) }),
);
builder.prismaObjectField("Folder", "dataFeed", (t) =>
  t.field({ type: DataFeedLinks, nullable: true, description, resolve: (f, _a, ctx) => (f.enabled && on(f.properties) ? links(ctx.config, "subscription_tags", f.id) : null) }),
);
builder.prismaObjectField("ContentItemTag", "dataFeed", (t) =>
  t.field({ type: DataFeedLinks, nullable: true, description, resolve: (tag, _a, ctx) => (tag.enabled && on(tag.properties) ? links(ctx.config, "content_item_tags", tag.id) : null) }),
);
builder.prismaObjectField("Feed", "dataFeed", (t) =>
  t.field({ type: DataFeedLinks, description: "Every feed has a data feed: its newest 50 items.", resolve: (f, _a, ctx) => links(ctx.config, "feeds", f.id) }),
);
