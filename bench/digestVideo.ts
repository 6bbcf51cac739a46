import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildScript, CHARS_PER_SECOND, espeakSpeaker, renderAudio } from "../api/src/modules/digests/generation/audioDigest.js";
import { run } from "../api/src/modules/digests/generation/media.js";
import { extractiveSummary } from "../api/src/modules/digests/generation/textSummary.js";
import { probeFrameRate, renderVideo, withFrameRate } from "../api/src/modules/digests/generation/videoDigest.js";
import type { AspectRatio } from "../api/src/modules/digests/generation/videoLayout.js";

/**
 * bench/digestVideo (npm run bench:digestvideo): a 5-minute digest's video as the worker renders it, after its audio
 * (espeak-ng, not timed here: bench:digests measures it). Every other story has a 1600×1000 JPEG picture, the rest
 * title cards; captions burned in (the default). Renders horizontal and vertical at the configured 2 fps, then the
 * 24 fps copy a TikTok upload makes. Prints wall time, the CPU seconds of the ffmpeg children (/proc/self/stat) and
 * the file's duration and size. Target (issue 17 section 4): a 5-minute horizontal video in ≤ 150 s on 2 cores.
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

/** CPU seconds used by this process's finished children (utime + stime of waited-for children, Linux). */
function childCpuSeconds(): number {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
  // After the command name: state is field 3, so cutime (16) and cstime (17) are at 13 and 14 here.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const work = await mkdtemp(path.join(os.tmpdir(), "bench-digest-video-"));
const maxSeconds = 300;
const intro = "Welcome to your Rivulet digest. Here is what is new.";
const script = buildScript(intro, extractiveSummary(items, Math.floor((maxSeconds - intro.length / CHARS_PER_SECOND) * CHARS_PER_SECOND)));
const audio = await renderAudio({ script, voice: "coral", style: "", maxSeconds, workDir: path.join(work, "audio"), speak: espeakSpeaker, heartbeat: () => undefined });
const picture = path.join(work, "picture.jpg");
await run("ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=s=1600x1000:d=1", "-frames:v", "1", picture]);
const pictureBytes = await readFile(picture);

console.log(`bench/digestVideo: ${audio.segments.length} segments, ${audio.seconds.toFixed(1)} s of audio, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`);
const rendered: Record<string, string> = {};
for (const aspect of ["horizontal", "vertical"] as AspectRatio[]) {
  const cpu0 = childCpuSeconds();
  const t0 = Date.now();
  const video = await renderVideo({
    segments: audio.segments, aspect, captions: true, fps: 2, names: { app: "Rivulet", digest: "Benchmark digest · 2026-11-27" },
    audioFile: audio.mp3, workDir: path.join(work, aspect), heartbeat: () => undefined,
    image: async (n) => (n % 2 === 1 ? pictureBytes : null),
  });
  const wall = (Date.now() - t0) / 1000;
  const size = (await readFile(video.file)).length;
  rendered[aspect] = video.file;
  console.log(
    `  ${aspect.padEnd(10)} ${wall.toFixed(1)} s wall (target ≤ 150 s), ffmpeg CPU ${(childCpuSeconds() - cpu0).toFixed(1)} s, ` +
      `${video.slides} slides (${video.pictures} pictures), ${video.seconds.toFixed(2)} s, ${(size / 1048576).toFixed(1)} MiB`,
  );
}
const cpu0 = childCpuSeconds();
const t0 = Date.now();
const tiktok = path.join(work, "tiktok.mp4");
await withFrameRate(rendered.vertical!, tiktok, 24);
console.log(`  TikTok copy at 24 fps (vertical): ${((Date.now() - t0) / 1000).toFixed(1)} s wall, ffmpeg CPU ${(childCpuSeconds() - cpu0).toFixed(1)} s, ${await probeFrameRate(tiktok)} fps, ${((await readFile(tiktok)).length / 1048576).toFixed(1)} MiB`);
await rm(work, { recursive: true, force: true });
