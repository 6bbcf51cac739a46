import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { speakWav, type SpeechConfig } from "../../../providers/openaiSpeech.js";
import type { Voice } from "../digests.validation.js";
import { parseWav, pcmSeconds, run, wavBytes, type Pcm } from "./media.js";
import type { SummaryItem } from "./textSummary.js";

/** Spec part 3 section 3: the audio transcript file, segments each with title, duration (seconds), sourceIds. */
export interface TranscriptSegment {
  title: string;
  duration: number;
  sourceIds: string[];
  /** What was spoken (beyond the spec: players show it as captions, videos burn it in). */
  text: string;
}

/** A segment of the script: the intro, then one per summary item. */
export interface ScriptSegment {
  title: string;
  text: string;
  sourceIds: string[];
}

/** Speech of about this many characters per second (espeak-ng at 165 words a minute, OpenAI's voices alike). */
export const CHARS_PER_SECOND = 14;
/** Silence after each segment, so stories do not run into each other. */
const GAP_SECONDS = 0.6;

/** The script: the intro, then each item's title and summary (already within the spoken budget). */
export function buildScript(intro: string, items: SummaryItem[]): ScriptSegment[] {
  const segments: ScriptSegment[] = [];
  if (intro.trim()) segments.push({ title: "Introduction", text: intro.trim(), sourceIds: [] });
  for (const i of items) segments.push({ title: i.title, text: [i.title, i.summary].filter(Boolean).join(". ").replace(/\.\.\s/, ". "), sourceIds: i.sourceIds });
  return segments;
}

/** espeak-ng voices standing in for the spec's voices offline (its English variants; f: female, m: male). */
const ESPEAK_VOICES: Record<Voice, string> = {
  coral: "en-us+f3", alloy: "en-us+m3", ash: "en-us+m1", echo: "en-us+m2", fable: "en-gb+m3", onyx: "en-us+m7", nova: "en-us+f2", sage: "en-gb+f3", shimmer: "en-us+f4",
};

export type Speaker = (text: string, voice: Voice, style: string, file: string) => Promise<Pcm>;

/** Offline speech: espeak-ng writes a WAV (text on stdin, so nothing in it is read as an option). */
export const espeakSpeaker: Speaker = async (text, voice, _style, file) => {
  await run("espeak-ng", ["-v", ESPEAK_VOICES[voice], "-s", "165", "-w", file, "--stdin"], { input: text, timeoutMs: 120_000 });
  const pcm = parseWav(await readFile(file));
  if (!pcm) throw new Error("espeak-ng wrote no usable audio");
  return pcm;
};

/** An OpenAI-compatible speech endpoint; its WAV is read as PCM (any other answer is refused). */
export function remoteSpeaker(cfg: SpeechConfig): Speaker {
  return async (text, voice, style, file) => {
    const wav = await speakWav(cfg, text, voice, style);
    await writeFile(file, wav);
    const pcm = parseWav(wav);
    if (!pcm) throw new Error("The speech service did not answer 16-bit PCM WAV audio");
    return pcm;
  };
}

/** Resamples a segment to the digest's format with ffmpeg (a speech service may answer another rate). */
async function conform(pcm: Pcm, to: { sampleRate: number; channels: number }, dir: string, n: number): Promise<Pcm> {
  if (pcm.sampleRate === to.sampleRate && pcm.channels === to.channels) return pcm;
  const src = path.join(dir, `conform-${n}.wav`);
  const dst = path.join(dir, `conformed-${n}.wav`);
  await writeFile(src, wavBytes(pcm));
  await run("ffmpeg", ["-v", "error", "-y", "-i", src, "-ar", String(to.sampleRate), "-ac", String(to.channels), "-c:a", "pcm_s16le", dst]);
  return parseWav(await readFile(dst))!;
}

/**
 * Speaks the script segment by segment (heartbeat after each), stops before a segment would pass `maxSeconds`, and
 * encodes the whole to MP3 with ffmpeg. Durations come from the samples themselves, so the transcript's sum is the
 * MP3's length (ffprobe agrees within the encoder's padding, a few hundredths of a second).
 */
export async function renderAudio(opts: {
  script: ScriptSegment[];
  voice: Voice;
  style: string;
  maxSeconds: number;
  workDir: string;
  speak: Speaker;
  heartbeat: (done: number) => void;
}): Promise<{ mp3: string; segments: TranscriptSegment[]; seconds: number }> {
  await rm(opts.workDir, { recursive: true, force: true });
  await mkdir(opts.workDir, { recursive: true });
  const parts: Buffer[] = [];
  const segments: TranscriptSegment[] = [];
  let format: { sampleRate: number; channels: number } | null = null;
  let total = 0;
  for (const [n, seg] of opts.script.entries()) {
    let pcm = await opts.speak(seg.text, opts.voice, opts.style, path.join(opts.workDir, `segment-${n}.wav`));
    format ??= { sampleRate: pcm.sampleRate, channels: pcm.channels };
    pcm = await conform(pcm, format, opts.workDir, n);
    const gapBytes = Math.round(GAP_SECONDS * format.sampleRate) * format.channels * 2;
    const seconds = pcmSeconds(pcm) + gapBytes / (format.sampleRate * format.channels * 2);
    // The intro always plays; a story that would run past the limit is left out, with all after it.
    if (segments.length > 0 && total + seconds > opts.maxSeconds) break;
    parts.push(pcm.data, Buffer.alloc(gapBytes));
    segments.push({ title: seg.title, duration: Math.round(seconds * 1000) / 1000, sourceIds: seg.sourceIds, text: seg.text });
    total += seconds;
    opts.heartbeat(n + 1);
  }
  if (!format) throw new Error("The digest has nothing to say: no segments");
  const wav = path.join(opts.workDir, "all.wav");
  await writeFile(wav, wavBytes({ ...format, data: Buffer.concat(parts) }));
  const mp3 = path.join(opts.workDir, "audio.mp3");
  await run("ffmpeg", ["-v", "error", "-y", "-i", wav, "-c:a", "libmp3lame", "-b:a", "64k", "-ac", String(format.channels), mp3]);
  return { mp3, segments, seconds: total };
}
