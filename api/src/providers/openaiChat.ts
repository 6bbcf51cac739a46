/**
 * A small client of an OpenAI-compatible chat endpoint (POST {base}/chat/completions), for digests' text summaries
 * and audio scripts. Kept minimal on purpose: one call, JSON answers, a timeout, errors with the server's status.
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

/** Sends the messages and answers the first choice's content, asking for a JSON object. */
export async function chatJson(cfg: ChatConfig, messages: ChatMessage[]): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${cfg.baseUrl}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {}) },
      body: JSON.stringify({ model: cfg.model, messages, response_format: { type: "json_object" }, temperature: 0.3 }),
      signal: AbortSignal.timeout(cfg.timeoutMs),
    });
  } catch (e) {
    throw new ProviderError(`The language model could not be reached (${(e as Error).name === "TimeoutError" ? "timed out" : (e as Error).message})`, true);
  }
  if (!res.ok) throw new ProviderError(`The language model answered ${res.status}`, res.status === 429 || res.status >= 500);
  const body = (await res.json().catch(() => null)) as { choices?: Array<{ message?: { content?: string } }> } | null;
  const content = body?.choices?.[0]?.message?.content;
  if (typeof content !== "string") throw new ProviderError("The language model's answer had no content", false);
  return content;
}
