import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { png } from "../../../../../tests/fixtures/images.js";
import { probeFrameRate, renderVideo, withFrameRate } from "./videoDigest.js";
import type { VideoSegment } from "./videoLayout.js";

// The renderer with the real ffmpeg on a short digest: an attempt cut off mid-way leaves its finished pieces, and
// the retry reuses them (no second fetch of a picture, no re-encode of a finished segment).
let dir: string;
let audio: string;
const segments: VideoSegment[] = [
  { title: "Introduction", duration: 1.6, sourceIds: [], text: "Welcome to your digest." },
  { title: "First story", duration: 2.2, sourceIds: ["a"], text: "First story. It has a picture." },
  { title: "Second story", duration: 2.1, sourceIds: ["b"], text: "Second story. It has none." },
];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "rivulet-video-"));
  audio = path.join(dir, "audio.mp3");
  execFileSync("ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "sine=d=5.9", "-c:a", "libmp3lame", "-b:a", "64k", audio]);
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe("renderVideo", () => {
  it("a retry after an interrupted attempt reuses the pictures and segments already finished", async () => {
    const work = path.join(dir, "work");
    const fetched: number[] = [];
    const base = {
      segments, aspect: "horizontal" as const, captions: true, fps: 2, names: { app: "Rivulet", digest: "Test digest" }, audioFile: audio, workDir: work,
      image: async (n: number) => {
        fetched.push(n);
        return n === 1 ? png(320, 200) : null;
      },
    };
    // The first attempt dies after its second segment (a worker lost mid-step).
    await expect(renderVideo({ ...base, heartbeat: (done) => { if (done === 2) throw new Error("worker lost"); } })).rejects.toThrow("worker lost");
    expect(fetched).toEqual([0, 1]);
    const first = statSync(path.join(work, "segment-1.mp4")).mtimeMs;
    expect(existsSync(path.join(work, "segment-2.mp4"))).toBe(false);

    const video = await renderVideo({ ...base, heartbeat: () => undefined });
    expect(fetched).toEqual([0, 1, 2]);
    expect(statSync(path.join(work, "segment-1.mp4")).mtimeMs).toBe(first);
    expect(video).toMatchObject({ slides: 3, pictures: 1 });
    expect(Math.abs(video.seconds - 5.9)).toBeLessThan(0.5);
    expect(await probeFrameRate(video.file)).toBe(2);

    // The copy TikTok accepts: the same length at 24 fps.
    const copy = path.join(dir, "tiktok.mp4");
    await withFrameRate(video.file, copy, 24);
    expect(await probeFrameRate(copy)).toBe(24);
  }, 60_000);
});
