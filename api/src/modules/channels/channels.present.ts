import type { Channel } from "../../generated/prisma/client.js";

/** The stored properties' one spec field (part 3 section 3: properties.channelPromptInstructions). */
export const promptInstructionsOf = (c: Pick<Channel, "properties">): string => {
  const value = (c.properties as { channelPromptInstructions?: unknown } | null)?.channelPromptInstructions;
  return typeof value === "string" ? value : "";
};

/**
 * The spec's Channel (part 3 section 3) as REST answers it, with what the screens show beside it: the topics its
 * instructions name (the stories it narrows to; none: the day's top stories) and its next run (null while disabled).
 */
export function presentChannel(c: Channel, topics: Array<{ id: string; name: string }>, nextRunAt: Date | null) {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    enabled: c.enabled,
    properties: { channelPromptInstructions: promptInstructionsOf(c) },
    topicAssociations: topics.map((t) => ({ contentItemTopicId: t.id, name: t.name })),
    nextRunAt: c.enabled ? (nextRunAt?.toISOString() ?? null) : null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
export type ChannelView = ReturnType<typeof presentChannel>;
