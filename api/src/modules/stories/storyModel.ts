import type { Logger } from "../../logger.js";
import { chatJson, openAiPost } from "../../providers/openaiChat.js";

/**
 * An optional language model for stories, behind one interface: embeddings for similarity, and a chat model
 * for titles and bullets. Off by default (the offline TF-IDF clustering and extractive summaries need none);
 * createOpenAiCompatibleModel speaks the OpenAI HTTP protocol (OpenAI, Ollama, vLLM, llama.cpp's server, …).
 */
export interface StoryModel {
  /** One vector per text, or null when no embeddings model is configured. */
  embed(texts: string[]): Promise<number[][] | null>;
  /** A neutral title and 2-4 bullets for a story's items, or null when no chat model is configured. */
  summarize(items: Array<{ title: string | null; lead: string | null; site: string }>): Promise<{ title: string; bullets: string[] } | null>;
  readonly embeddings: boolean;
  readonly chat: boolean;
}

/** config.llm, or a part of it: a model is on only when its name is given. */
export interface ModelConfig {
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model?: string | undefined;
  embeddingsModel?: string | undefined;
  timeoutMs: number;
}

const MAX_INPUT_CHARS = 1_000;

/**
 * Stories over the one OpenAI-compatible client (api/src/providers/openaiChat.ts): POST {base}/embeddings and
 * {base}/chat/completions with the bearer key. The address is the operator's own configuration, so it is not held
 * to the private-address guard that protects fetches of addresses users give. Null when LLM_BASE_URL is unset or
 * names neither model.
 */
export function createOpenAiCompatibleModel(config: ModelConfig | null, log: Logger): StoryModel | null {
  const baseUrl = config?.baseUrl?.replace(/\/+$/, "");
  if (!config || !baseUrl || (!config.model && !config.embeddingsModel)) return null;
  const endpoint = { baseUrl, apiKey: config.apiKey, timeoutMs: config.timeoutMs };
  const { model: chatModel, embeddingsModel } = config;

  return {
    embeddings: !!embeddingsModel,
    chat: !!chatModel,

    async embed(texts) {
      if (!embeddingsModel || texts.length === 0) return embeddingsModel ? [] : null;
      const answer = (await openAiPost(endpoint, "/embeddings", { model: embeddingsModel, input: texts.map((t) => t.slice(0, MAX_INPUT_CHARS)) })) as {
        data?: Array<{ index?: number; embedding?: unknown }>;
      };
      const data = answer.data ?? [];
      if (data.length !== texts.length) throw new Error(`/embeddings returned ${data.length} vectors for ${texts.length} inputs`);
      return [...data]
        .sort((a, b) => (a.index ?? 0) - (b.index ?? 0))
        .map((d) => {
          if (!Array.isArray(d.embedding) || !d.embedding.every((v) => typeof v === "number")) throw new Error("/embeddings returned a vector that is not a list of numbers");
          return d.embedding as number[];
        });
    },

    async summarize(items) {
      if (!chatModel) return null;
      const listing = items
        .slice(0, 12)
        .map((i, n) => `${n + 1}. [${i.site}] ${i.title ?? ""}${i.lead ? ` — ${i.lead.slice(0, 400)}` : ""}`)
        .join("\n");
      const content = await chatJson(
        { ...endpoint, model: chatModel },
        [
          {
            role: "system",
            content:
              "You write neutral news story summaries. Answer with JSON only: " +
              '{"title": "a factual headline under 100 characters", "bullets": ["2 to 4 short factual sentences"]}. ' +
              "Use only facts the articles state; no opinions, no sources' names in the title.",
          },
          { role: "user", content: `Articles about one event:\n${listing}` },
        ],
        0.2,
      );
      const json = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, "")) as { title?: unknown; bullets?: unknown };
      const title = typeof json.title === "string" ? json.title.trim().slice(0, 200) : "";
      const bullets = Array.isArray(json.bullets) ? json.bullets.filter((b): b is string => typeof b === "string" && b.trim() !== "").map((b) => b.trim().slice(0, 400)).slice(0, 4) : [];
      if (!title) {
        log.warn("the story model answered without a title");
        return null;
      }
      return { title, bullets };
    },
  };
}
