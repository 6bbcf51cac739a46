import { createHmac, timingSafeEqual } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile, rename } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

/** A digest's files (spec part 3 section 3) and how they are served. */
export const DIGEST_FILES = {
  text: { name: "text.json", type: "application/json; charset=utf-8" },
  audio: { name: "audio.mp3", type: "audio/mpeg" },
  transcript: { name: "transcript.json", type: "application/json; charset=utf-8" },
  video: { name: "video.mp4", type: "video/mp4" },
} as const;
export type DigestFileKind = keyof typeof DIGEST_FILES;
export const fileKindOf = (name: string): DigestFileKind | null =>
  (Object.keys(DIGEST_FILES) as DigestFileKind[]).find((k) => DIGEST_FILES[k].name === name) ?? null;

export interface DigestPlace {
  id: string;
  userId: string;
  scheduledDigestId: string | null;
}

/** Where files live on disk: one folder per user, series and digest, so deleting a series or user is one rm. */
export function createDigestFiles(root: string) {
  const userDir = (userId: string) => path.join(root, userId);
  const seriesDir = (userId: string, seriesId: string | null) => path.join(userDir(userId), seriesId ?? "none");
  const digestDir = (d: DigestPlace) => path.join(seriesDir(d.userId, d.scheduledDigestId), d.id);
  const filePath = (d: DigestPlace, kind: DigestFileKind) => path.join(digestDir(d), DIGEST_FILES[kind].name);
  return {
    digestDir,
    filePath,
    /** A scratch folder for one digest's work (speech segments; `video-work`: slides and segments), removed by the caller. */
    workDir: (d: DigestPlace, name = "work") => path.join(digestDir(d), name),
    /** Writes a file whole (to a temporary name, then renamed: a reader never sees half a file). */
    async write(d: DigestPlace, kind: DigestFileKind, data: string | Uint8Array): Promise<void> {
      await mkdir(digestDir(d), { recursive: true });
      const target = filePath(d, kind);
      await writeFile(`${target}.part`, data);
      await rename(`${target}.part`, target);
    },
    /** Moves a finished file (ffmpeg's output) into place. */
    async adopt(d: DigestPlace, kind: DigestFileKind, from: string): Promise<void> {
      await mkdir(digestDir(d), { recursive: true });
      await rename(from, filePath(d, kind));
    },
    removeDigest: (d: DigestPlace) => rm(digestDir(d), { recursive: true, force: true }),
    removeSeries: (userId: string, seriesId: string) => rm(seriesDir(userId, seriesId), { recursive: true, force: true }),
    removeUser: (userId: string) => rm(userDir(userId), { recursive: true, force: true }),
    async size(d: DigestPlace, kind: DigestFileKind): Promise<{ size: number; mtime: Date } | null> {
      try {
        const s = await stat(filePath(d, kind));
        return { size: s.size, mtime: s.mtime };
      } catch {
        return null;
      }
    },
  };
}
export type DigestFiles = ReturnType<typeof createDigestFiles>;

/** The signature a file URL carries: HMAC-SHA256 of `{digestId}/{file}` under the series' feed key, base64url, 22 chars. */
export function fileSignature(feedKey: string, digestId: string, fileName: string): string {
  return createHmac("sha256", feedKey).update(`${digestId}/${fileName}`).digest("base64url").slice(0, 22);
}

export function signatureMatches(expected: string, given: string | null): boolean {
  if (!given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

/**
 * Serves a file with byte ranges (audio and video players seek with Range requests) and validators. Files never
 * change once written (a digest is generated once), so they are cacheable for a day, privately.
 */
export async function serveFile(file: string, type: string, info: { size: number; mtime: Date }, headers: Headers): Promise<Response> {
  const etag = `"${info.size.toString(36)}-${info.mtime.getTime().toString(36)}"`;
  const base: Record<string, string> = {
    "content-type": type,
    "accept-ranges": "bytes",
    etag,
    "last-modified": info.mtime.toUTCString(),
    "cache-control": "private, max-age=86400",
    "x-content-type-options": "nosniff",
  };
  const inm = headers.get("if-none-match");
  if (inm && inm.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) return new Response(null, { status: 304, headers: base });
  const range = headers.get("range");
  const ifRange = headers.get("if-range");
  if (range && (!ifRange || ifRange === etag)) {
    const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
    let start = m && m[1] !== "" ? Number(m[1]) : NaN;
    let end = m && m[2] !== "" ? Number(m[2]) : info.size - 1;
    if (m && m[1] === "" && m[2] !== "") {
      start = Math.max(0, info.size - Number(m[2]));
      end = info.size - 1;
    }
    end = Math.min(end, info.size - 1);
    if (!m || Number.isNaN(start) || start > end || start >= info.size) {
      return new Response(null, { status: 416, headers: { ...base, "content-range": `bytes */${info.size}` } });
    }
    const body = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream;
    return new Response(body, { status: 206, headers: { ...base, "content-range": `bytes ${start}-${end}/${info.size}`, "content-length": String(end - start + 1) } });
  }
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream;
  return new Response(body, { status: 200, headers: { ...base, "content-length": String(info.size) } });
}
