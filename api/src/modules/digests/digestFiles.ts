import { createHmac, timingSafeEqual } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readFile, rm, stat, writeFile, rename } from "node:fs/promises";
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
  /** Null for a channel's digest (owned by no user). */
  userId: string | null;
  scheduledDigestId: string | null;
  channelId?: string | null;
}

/** Where a digest's files are kept: the data folder (createDigestFiles) or an S3 bucket (digestFilesS3.ts). */
export interface DigestFiles {
  /** A local scratch folder for one digest's work (`work`: speech segments; `video-work`: slides and segments), removed by the caller. */
  workDir(d: DigestPlace, name?: string): string;
  /** Writes a file whole: a reader never sees half a file. */
  write(d: DigestPlace, kind: DigestFileKind, data: string | Uint8Array): Promise<void>;
  /** Takes a finished local file (ffmpeg's output) into place; the local file is gone afterwards. */
  adopt(d: DigestPlace, kind: DigestFileKind, from: string): Promise<void>;
  read(d: DigestPlace, kind: DigestFileKind): Promise<Buffer>;
  size(d: DigestPlace, kind: DigestFileKind): Promise<FileInfo | null>;
  /** The file as an HTTP answer with byte ranges and validators (see serveRanges); null when it does not exist. */
  serve(d: DigestPlace, kind: DigestFileKind, headers: Headers): Promise<Response | null>;
  /** A local path to the file for tools that need one (an upload, ffmpeg); release() removes a temporary copy. */
  local(d: DigestPlace, kind: DigestFileKind): Promise<{ path: string; release(): Promise<void> }>;
  removeDigest(d: DigestPlace): Promise<void>;
  removeSeries(userId: string, seriesId: string): Promise<void>;
  removeUser(userId: string): Promise<void>;
  removeChannel(channelId: string): Promise<void>;
}

export interface FileInfo {
  size: number;
  mtime: Date;
}

/**
 * A digest's folder under its root: one per user, series and digest, so removing a series or user is one prefix; a
 * channel's digests under channels/{channelId}/ (user folders are uuids, so the name cannot clash).
 */
export const digestFolder = (d: DigestPlace) => (d.userId ? [d.userId, d.scheduledDigestId ?? "none", d.id] : ["channels", d.channelId ?? "none", d.id]).join("/");
export const digestKey = (d: DigestPlace, kind: DigestFileKind) => `${digestFolder(d)}/${DIGEST_FILES[kind].name}`;

/** Files on disk under `root` (DATA_DIR/digests): the default. */
export function createDigestFiles(root: string): DigestFiles {
  const userDir = (userId: string) => path.join(root, userId);
  const seriesDir = (userId: string, seriesId: string | null) => path.join(userDir(userId), seriesId ?? "none");
  const channelDir = (channelId: string) => path.join(root, "channels", channelId);
  const digestDir = (d: DigestPlace) => path.join(root, ...digestFolder(d).split("/"));
  const filePath = (d: DigestPlace, kind: DigestFileKind) => path.join(digestDir(d), DIGEST_FILES[kind].name);
  const size = async (d: DigestPlace, kind: DigestFileKind): Promise<FileInfo | null> => {
    try {
      const s = await stat(filePath(d, kind));
      return { size: s.size, mtime: s.mtime };
    } catch {
      return null;
    }
  };
  return {
    workDir: (d, name = "work") => path.join(digestDir(d), name),
    async write(d, kind, data) {
      await mkdir(digestDir(d), { recursive: true });
      const target = filePath(d, kind);
      await writeFile(`${target}.part`, data);
      await rename(`${target}.part`, target);
    },
    async adopt(d, kind, from) {
      await mkdir(digestDir(d), { recursive: true });
      await rename(from, filePath(d, kind));
    },
    read: (d, kind) => readFile(filePath(d, kind)),
    size,
    async serve(d, kind, headers) {
      const info = await size(d, kind);
      if (!info) return null;
      const file = filePath(d, kind);
      return serveRanges((range) => Readable.toWeb(createReadStream(file, range ?? {})) as ReadableStream, DIGEST_FILES[kind].type, info, headers);
    },
    local: async (d, kind) => ({ path: filePath(d, kind), release: async () => undefined }),
    removeDigest: (d) => rm(digestDir(d), { recursive: true, force: true }),
    removeSeries: (userId, seriesId) => rm(seriesDir(userId, seriesId), { recursive: true, force: true }),
    removeUser: (userId) => rm(userDir(userId), { recursive: true, force: true }),
    removeChannel: (channelId) => rm(channelDir(channelId), { recursive: true, force: true }),
  };
}

/** The signature a file URL carries: HMAC-SHA256 of `{digestId}/{file}` under the series' feed key, base64url, 22 chars. */
export function fileSignature(feedKey: string, digestId: string, fileName: string): string {
  return createHmac("sha256", feedKey).update(`${digestId}/${fileName}`).digest("base64url").slice(0, 22);
}

export function signatureMatches(expected: string, given: string | null): boolean {
  if (!given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

/**
 * Serves a file (its bytes from `open`, whole or a range) with byte ranges (audio and video players seek with Range requests) and validators. Files never
 * change once written (a digest is generated once), so they are cacheable for a day, privately.
 */
export async function serveRanges(
  open: (range: { start: number; end: number } | null) => ReadableStream | Promise<ReadableStream>,
  type: string,
  info: FileInfo,
  headers: Headers,
): Promise<Response> {
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
    const body = await open({ start, end });
    return new Response(body, { status: 206, headers: { ...base, "content-range": `bytes ${start}-${end}/${info.size}`, "content-length": String(end - start + 1) } });
  }
  const body = await open(null);
  return new Response(body, { status: 200, headers: { ...base, "content-length": String(info.size) } });
}
