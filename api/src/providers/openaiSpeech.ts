import { ProviderError } from "./openaiChat.js";

/** An OpenAI-compatible speech endpoint (POST {base}/audio/speech): text in, WAV out. */
export interface SpeechConfig {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
}

/** Speaks `input` in `voice` (the spec's voices) with style `instructions`; answers the WAV bytes. */
export async function speakWav(cfg: SpeechConfig, input: string, voice: string, instructions: string): Promise<Buffer> {
  let res: Response;
  try {
    res = await fetch(`${cfg.baseUrl}/audio/speech`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {}) },
      body: JSON.stringify({ model: cfg.model, voice, input, instructions, response_format: "wav" }),
      signal: AbortSignal.timeout(cfg.timeoutMs),
    });
  } catch (e) {
    throw new ProviderError(`The speech service could not be reached (${(e as Error).message})`, true);
  }
  if (!res.ok) throw new ProviderError(`The speech service answered ${res.status}`, res.status === 429 || res.status >= 500);
  return Buffer.from(await res.arrayBuffer());
}
