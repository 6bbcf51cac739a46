import type { Logger } from "../../logger.js";
import { chatJson, type ChatConfig } from "../../providers/openaiChat.js";

export interface RankCandidate {
  storyId: string;
  title: string | null;
  summary: string[];
}

/** Orders a channel's candidate stories by its prompt instructions: ids in order, or null to keep the score order. */
export type StoryRanker = (instructions: string, candidates: RankCandidate[]) => Promise<string[] | null>;

/**
 * With a chat model configured (LLM_*), the model reads the instructions and the candidates (title and bullets,
 * best score first) and answers the ones that fit, best first: `{"storyIds": [...]}` (an empty list: none fits this
 * time). Ids it invents are dropped; an answer naming only invented ids, or any failure, keeps the score order (null),
 * so a channel never stops for a model's sake. Without a model or instructions: null.
 */
export function createStoryRanker(chat: ChatConfig | null, log: Logger): StoryRanker {
  return async (instructions, candidates) => {
    if (!chat || !instructions.trim() || candidates.length === 0) return null;
    const listing = candidates.map((c) => ({ id: c.storyId, title: c.title ?? "", bullets: c.summary.slice(0, 3) }));
    try {
      const content = await chatJson(
        chat,
        [
          {
            role: "system",
            content:
              "You choose stories for a news channel. Follow the channel's instructions about which stories to cover. " +
              'Answer with JSON only: {"storyIds": ["ids of the stories that fit, best first"]}. Use only ids from the list.',
          },
          { role: "user", content: JSON.stringify({ instructions: instructions.slice(0, 600), stories: listing }) },
        ],
        0.1,
      );
      const json = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, "")) as { storyIds?: unknown };
      if (!Array.isArray(json.storyIds)) return null;
      // An empty list is an answer (nothing fits the instructions this time); a list of only invented ids is not.
      if (json.storyIds.length === 0) return [];
      const known = new Set(candidates.map((c) => c.storyId));
      const ids = [...new Set(json.storyIds.filter((id): id is string => typeof id === "string" && known.has(id)))];
      return ids.length ? ids : null;
    } catch (err) {
      log.warn({ err }, "the model could not rank a channel's stories (the score order stands)");
      return null;
    }
  };
}
