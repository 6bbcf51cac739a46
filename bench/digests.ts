import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildScript, CHARS_PER_SECOND, espeakSpeaker, renderAudio } from "../api/src/modules/digests/generation/audioDigest.js";
import { probeDuration } from "../api/src/modules/digests/generation/media.js";
import { extractiveSummary } from "../api/src/modules/digests/generation/textSummary.js";

/**
 * bench/digests (npm run bench:digests): the generation of a 50-item digest with offline providers, as the worker's
 * activities run it: the extractive text summary (2,400 characters), then the audio script within 5 minutes spoken
 * by espeak-ng segment by segment and encoded to MP3 by ffmpeg. Prints wall time per step, CPU seconds, peak RSS
 * and the MP3's duration by ffprobe against the transcript's. Target (issue 17): ≤ 60 s on 2 cores. Not measured
 * here: database and Temporal overhead (milliseconds per step in temporal/src/digests.test.ts), video, and 1,000
 * series due in one minute.
 */
const ITEMS = 50;
const sentence = (i: number, j: number) =>
  `Report ${i} adds finding ${j}: the committee published figures showing steady change over the quarter, and officials expect more detail next month.`;
const items = Array.from({ length: ITEMS }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  title: `Headline number ${i} about the week's developments`,
  link: null,
  imageUrl: null,
  text: Array.from({ length: 6 }, (_, j) => sentence(i, j)).join(" "),
}));

const started = process.hrtime.bigint();
const cpu0 = process.cpuUsage();
const ms = (from: bigint) => Number((process.hrtime.bigint() - from) / 1_000_000n);

let t = process.hrtime.bigint();
const text = extractiveSummary(items, 2400);
const textMs = ms(t);

const maxSeconds = 300;
const intro = "Welcome to your Rivulet digest. Here is what is new.";
t = process.hrtime.bigint();
const script = buildScript(intro, extractiveSummary(items, Math.floor((maxSeconds - intro.length / CHARS_PER_SECOND) * CHARS_PER_SECOND)));
const work = await mkdtemp(path.join(os.tmpdir(), "bench-digests-"));
let peakRss = process.memoryUsage().rss;
const audio = await renderAudio({
  script, voice: "coral", style: "", maxSeconds, workDir: work, speak: espeakSpeaker,
  heartbeat: () => (peakRss = Math.max(peakRss, process.memoryUsage().rss)),
});
const audioMs = ms(t);
const probed = await probeDuration(audio.mp3);
await rm(work, { recursive: true, force: true });
const cpu = process.cpuUsage(cpu0);

console.log(`bench/digests: ${ITEMS} items, offline providers, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`);
console.log(`  text summary:   ${textMs} ms, ${text.length} items, ${text.reduce((n, i) => n + i.title.length + i.summary.length, 0)} characters`);
console.log(`  audio (speech + MP3): ${(audioMs / 1000).toFixed(1)} s, ${audio.segments.length} segments, ${audio.seconds.toFixed(1)} s of audio (ffprobe ${probed.toFixed(2)} s)`);
console.log(`  total ${(ms(started) / 1000).toFixed(1)} s wall (target ≤ 60 s), node CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (espeak-ng and ffmpeg run as children), peak node RSS ${(peakRss / 1048576).toFixed(0)} MiB`);
