/**
 * A small client of an OpenAI-compatible chat endpoint (POST {base}/chat/completions), for digests' text summaries
 * and audio scripts and stories' titles, bullets and embeddings. Kept minimal on purpose: one call, JSON answers, a timeout, errors with the server's status.
 */
export interface ChatConfig {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export class ProviderError extends Error {
  constructor(message: string, readonly retryable: boolean) {
    super(message);
    this.name = "ProviderError";
  }
}

/** POSTs JSON to {base}{path} and answers the parsed body; errors name the status and whether a retry may help. */
export async function openAiPost(cfg: Omit<ChatConfig, "model">, path: string, body: unknown): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(`${cfg.baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(cfg.timeoutMs),
    });
  } catch (e) {
    throw new ProviderError(`The language model could not be reached (${(e as Error).name === "TimeoutError" ? "timed out" : (e as Error).message})`, true);
  }
  if (!res.ok) throw new ProviderError(`The language model answered ${res.status} at ${path}`, res.status === 429 || res.status >= 500);
  const parsed = (await res.json().catch(() => null)) as unknown;
  if (parsed === null) throw new ProviderError(`The language model's answer at ${path} was not JSON`, false);
  return parsed;
}

/** Sends the messages and answers the first choice's content, asking for a JSON object. */
export async function chatJson(cfg: ChatConfig, messages: ChatMessage[], temperature = 0.3): Promise<string> {
  const body = (await openAiPost(cfg, "/chat/completions", { model: cfg.model, messages, response_format: { type: "json_object" }, temperature })) as {
    choices?: Array<{ message?: { content?: string } }>;
  };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== "string") throw new ProviderError("The language model's answer had no content", false);
  return content;
}
