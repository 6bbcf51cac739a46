import { access, mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { probeDuration, run } from "./media.js";
import {
  ACCENT, CARD_COLOURS, captionChars, captionCues, captionsAss, segmentFrames, slideAss, slideFor, VERTICAL_PANEL, VIDEO_SIZES,
  type AspectRatio, type VideoSegment,
} from "./videoLayout.js";

/** A picture for a segment, or null for a generated title card (no image, or one ffmpeg cannot read). */
export type SegmentImage = (segmentIndex: number) => Promise<Uint8Array | null>;

export interface VideoRender {
  segments: VideoSegment[];
  aspect: AspectRatio;
  captions: boolean;
  fps: number;
  names: { app: string; digest: string };
  /** The digest's finished MP3 (the video's sound, untouched). */
  audioFile: string;
  /** Kept between attempts: a retried step reuses every finished image, slide and segment in it. */
  workDir: string;
  image: SegmentImage;
  /** After each finished piece (an activity heartbeats here). */
  heartbeat: (done: number) => void;
  /** One ffmpeg run's limit (a stuck encoder fails the attempt instead of holding the worker). */
  stepTimeoutMs?: number;
}

const exists = (file: string) => access(file).then(() => true, () => false);

/** Runs `make` into `<file>.part` and renames it into place: a file that exists is always whole, so a retry skips it. */
async function once(file: string, make: (part: string) => Promise<void>): Promise<boolean> {
  if (await exists(file)) return false;
  const ext = path.extname(file);
  const part = `${file.slice(0, -ext.length)}.part${ext}`;
  await make(part);
  await rename(part, file);
  return true;
}

// Encoder settings shared by every segment, so their streams concatenate without re-encoding: H.264 at a low frame
// rate (slides change only at segment and caption boundaries), `stillimage` tuning and the veryfast preset, two
// threads at most (the worker shares two cores with the api), a keyframe every 10 s for seeking.
const encoder = (fps: number, preset = "veryfast") => [
  "-c:v", "libx264", "-preset", preset, "-tune", "stillimage", "-crf", "23", "-pix_fmt", "yuv420p",
  "-r", String(fps), "-g", String(fps * 10), "-threads", "2", "-video_track_timescale", String(fps * 1000),
];

/** The slide's background and text drawn once into a PNG: the picture (or a title card) under the slide's text. */
async function renderSlide(opts: { cwd: string; aspect: AspectRatio; image: string | null; ass: string; out: string; timeoutMs: number }) {
  const { width: w, height: h } = VIDEO_SIZES[opts.aspect];
  const subs = `subtitles=${opts.ass}`;
  let inputs: string[];
  let graph: string;
  // Shade under the text (bottom of the frame), so white type reads on any picture.
  const shade = (name: string, from: number) => `gradients=s=${w}x${h}:c0=black@0.0:c1=black@0.88:x0=0:y0=${from}:x1=0:y1=${h}:r=1:d=1,format=rgba[${name}]`;
  if (!opts.image) {
    inputs = ["-f", "lavfi", "-i", `gradients=s=${w}x${h}:c0=${CARD_COLOURS.from}:c1=${CARD_COLOURS.to}:x0=0:y0=0:x1=${w}:y1=${h}:r=1:d=1`];
    const mark = opts.aspect === "vertical"
      ? `drawbox=x=0:y=${VERTICAL_PANEL.top}:w=${w}:h=${VERTICAL_PANEL.height}:color=${ACCENT}@0.12:t=fill`
      : `drawbox=x=0:y=0:w=${w}:h=12:color=${ACCENT}@0.9:t=fill`;
    graph = `[0:v]format=rgb24,${mark},${subs}[out]`;
  } else if (opts.aspect === "horizontal") {
    inputs = ["-i", opts.image];
    graph = `[0:v]scale=${w}:${h}:force_original_aspect_ratio=increase,crop=${w}:${h},setsar=1,format=rgba[bg];${shade("g", Math.round(h * 0.2))};[bg][g]overlay=format=auto,format=rgb24,${subs}[out]`;
  } else {
    inputs = ["-i", opts.image];
    const ph = VERTICAL_PANEL.height;
    graph =
      `[0:v]split[a][b];[a]scale=${w / 8}:${h / 8}:force_original_aspect_ratio=increase,crop=${w / 8}:${h / 8},gblur=sigma=6,scale=${w}:${h},` +
      `colorchannelmixer=rr=0.3:gg=0.3:bb=0.3,setsar=1[bg];` +
      `[b]scale=${w}:${ph}:force_original_aspect_ratio=increase,crop=${w}:${ph},setsar=1[fg];` +
      `[bg][fg]overlay=0:${VERTICAL_PANEL.top},format=rgb24,${subs}[out]`;
  }
  await run("ffmpeg", ["-v", "error", "-y", ...inputs, "-filter_complex", graph, "-map", "[out]", "-frames:v", "1", opts.out], { cwd: opts.cwd, timeoutMs: opts.timeoutMs });
}

/**
 * Renders a digest's video (issue 17 section 2): one slide per transcript segment (its source's picture fetched
 * through the guarded fetcher, or a title card) with its title and bullets, captions of what is spoken when asked,
 * each held for exactly its segment's frames on a grid rounded per boundary, then the segments joined without
 * re-encoding and muxed with the digest's audio (AAC) into an MP4 that starts playing before it has all loaded
 * (faststart). Every piece is written whole under `workDir` and reused by a retried attempt.
 */
export async function renderVideo(opts: VideoRender): Promise<{ file: string; seconds: number; slides: number; pictures: number }> {
  const { workDir: dir, fps, aspect } = opts;
  const timeoutMs = opts.stepTimeoutMs ?? 300_000;
  await mkdir(dir, { recursive: true });
  const frames = segmentFrames(opts.segments.map((s) => s.duration), fps);
  const list: string[] = [];
  let done = 0;
  for (const [n, segment] of opts.segments.entries()) {
    if (frames[n]! <= 0) continue;
    // The picture: fetched once (an empty marker file remembers "none", so a retry does not fetch again).
    const imageFile = path.join(dir, `image-${n}.bin`);
    const noImage = path.join(dir, `image-${n}.none`);
    if (!(await exists(imageFile)) && !(await exists(noImage))) {
      const bytes = await opts.image(n).catch(() => null);
      if (bytes?.length) await once(imageFile, (part) => writeFile(part, bytes));
      else await writeFile(noImage, "");
    }
    const slide = slideFor(segment, n, opts.segments, opts.names);
    const slidePng = path.join(dir, `slide-${n}.png`);
    await once(slidePng, async (part) => {
      const draw = async (image: string | null) => {
        // A title card (no picture) carries the wordmark where the picture would be.
        await writeFile(path.join(dir, `slide-${n}.ass`), slideAss(aspect, slide, { captions: opts.captions, mark: image ? null : opts.names.app }));
        await renderSlide({ cwd: dir, aspect, image, ass: `slide-${n}.ass`, out: path.basename(part), timeoutMs });
      };
      const image = (await exists(imageFile)) ? path.basename(imageFile) : null;
      try {
        await draw(image);
      } catch (e) {
        // A picture ffmpeg cannot decode (an odd format, a truncated file) gives way to the title card.
        if (!image) throw e;
        await rename(imageFile, noImage);
        await draw(null);
      }
    });
    const segmentFile = path.join(dir, `segment-${n}.mp4`);
    await once(segmentFile, async (part) => {
      const filters = [`loop=loop=-1:size=1:start=0`, `setpts=N/${fps}/TB`];
      if (opts.captions && segment.text) {
        await writeFile(path.join(dir, `captions-${n}.ass`), captionsAss(aspect, captionCues(segment.text, segment.duration, captionChars(aspect))));
        filters.push(`subtitles=captions-${n}.ass`);
      }
      filters.push("format=yuv420p");
      await run("ffmpeg", ["-v", "error", "-y", "-i", path.basename(slidePng), "-vf", filters.join(","), "-frames:v", String(frames[n]), "-an", ...encoder(fps), path.basename(part)], { cwd: dir, timeoutMs });
    });
    list.push(`file '${path.basename(segmentFile)}'`);
    opts.heartbeat(++done);
  }
  if (!list.length) throw new Error("The digest's audio is too short to make a video from");
  await writeFile(path.join(dir, "segments.txt"), `${list.join("\n")}\n`);
  const out = path.join(dir, "video.mp4");
  await rm(out, { force: true });
  await run("ffmpeg", [
    "-v", "error", "-y", "-f", "concat", "-i", "segments.txt", "-i", opts.audioFile,
    "-map", "0:v:0", "-map", "1:a:0", "-c:v", "copy", "-c:a", "aac", "-b:a", "96k", "-ac", "1", "-movflags", "+faststart", "video.mp4",
  ], { cwd: dir, timeoutMs });
  opts.heartbeat(done + 1);
  const pictures = (await readdir(dir)).filter((f) => /^image-\d+\.bin$/.test(f)).length;
  return { file: out, seconds: await probeDuration(out), slides: list.length, pictures };
}

/** A finished video's frame rate (what TikTok checks: 23 to 60 fps). */
export async function probeFrameRate(file: string): Promise<number> {
  const { stdout } = await run("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=r_frame_rate", "-of", "csv=p=0", file]);
  const [num, den] = stdout.trim().split("/").map(Number);
  return den ? num! / den : num!;
}

/**
 * A copy of a low-frame-rate video at `fps` (repeated frames, which H.264 stores as almost nothing; the sound is
 * copied). For platforms that refuse slideshows' 2 fps: TikTok accepts 23 to 60. The ultrafast preset halves the
 * CPU of this one-off copy (bench:digestvideo) for a larger file, which only travels once.
 */
export async function withFrameRate(file: string, out: string, fps: number, timeoutMs = 600_000): Promise<void> {
  await once(out, async (part) => {
    await run("ffmpeg", ["-v", "error", "-y", "-i", file, "-vf", `fps=${fps}`, "-c:a", "copy", ...encoder(fps, "ultrafast"), "-movflags", "+faststart", part], { timeoutMs });
  });
}
