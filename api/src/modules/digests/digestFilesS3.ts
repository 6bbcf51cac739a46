import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type * as S3Sdk from "@aws-sdk/client-s3";
import type { S3Client } from "@aws-sdk/client-s3";
import { lazyRequire } from "../../lib/lazyRequire.js";
import { DIGEST_FILES, digestFolder, digestKey, serveRanges, type DigestFileKind, type DigestFiles, type DigestPlace, type FileInfo } from "./digestFiles.js";

/** MEDIA_S3_*: a bucket on AWS S3 or any S3-compatible store (MinIO, Cloudflare R2, Backblaze B2, Garage…). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Another host than AWS's (path-style addressing then, as most compatible stores want). */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Keys start with it ("rivulet/"), so one bucket can hold more than this app. */
  prefix: string;
}

/** DeleteObjects takes at most 1,000 keys per call (S3's limit). */
const DELETE_BATCH = 1_000;

/**
 * Digest files in an S3 bucket (issue 17: "an S3-compatible bucket is used when configured"). Keys are the local
 * layout's paths under the prefix, so removing a series or a user is removing a prefix. Work (speech segments,
 * ffmpeg) still happens in a local scratch folder under `workRoot`; finished files are uploaded and the local copy
 * removed. Files are served through the API as before (signed URLs, the owner's token, byte ranges): the bucket
 * stays private and never needs a public policy.
 */
export function createS3DigestFiles(settings: S3Settings, workRoot: string, client?: S3Client): DigestFiles {
  const s3 =
    client ??
    new (s3Sdk().S3Client)({
      region: settings.region,
      // Compatible stores get path-style addressing and checksums only where S3 requires them: the SDK's default
      // (since 3.729) streams uploads as aws-chunked with a trailing CRC, which many compatible stores refuse
      // (MissingContentLength from gofakes3, older MinIO, some R2 paths).
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true, requestChecksumCalculation: "WHEN_REQUIRED" as const, responseChecksumValidation: "WHEN_REQUIRED" as const } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } } : {}),
    });
  const Bucket = settings.bucket;
  const keyOf = (d: DigestPlace, kind: DigestFileKind) => `${settings.prefix}${digestKey(d, kind)}`;

  const missing = (e: unknown) => {
    const { NoSuchKey, NotFound, S3ServiceException } = s3Sdk();
    return e instanceof NoSuchKey || e instanceof NotFound || (e instanceof S3ServiceException && (e.$metadata.httpStatusCode === 404 || e.name === "NoSuchKey" || e.name === "NotFound"));
  };

  async function head(d: DigestPlace, kind: DigestFileKind): Promise<FileInfo | null> {
    try {
      const r = await s3.send(new (s3Sdk().HeadObjectCommand)({ Bucket, Key: keyOf(d, kind) }));
      return { size: Number(r.ContentLength ?? 0), mtime: r.LastModified ?? new Date(0) };
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
  }

  async function put(d: DigestPlace, kind: DigestFileKind, body: Uint8Array | Readable, length: number): Promise<void> {
    await s3.send(new (s3Sdk().PutObjectCommand)({ Bucket, Key: keyOf(d, kind), Body: body, ContentLength: length, ContentType: DIGEST_FILES[kind].type }));
  }

  async function removePrefix(prefix: string): Promise<void> {
    let token: string | undefined;
    do {
      const page = await s3.send(new (s3Sdk().ListObjectsV2Command)({ Bucket, Prefix: `${settings.prefix}${prefix}`, ContinuationToken: token, MaxKeys: DELETE_BATCH }));
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length) await s3.send(new (s3Sdk().DeleteObjectsCommand)({ Bucket, Delete: { Objects: keys, Quiet: true } }));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  const workDirOf = (d: DigestPlace, name = "work") => path.join(workRoot, d.id, name);

  return {
    workDir: workDirOf,
    async write(d, kind, data) {
      const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
      // A PUT replaces an object whole: readers see the old object or the new one, never half of one.
      await put(d, kind, bytes, bytes.byteLength);
    },
    async adopt(d, kind, from) {
      const { size } = await stat(from);
      await put(d, kind, createReadStream(from), size);
      await rm(from, { force: true });
    },
    async read(d, kind) {
      const r = await s3.send(new (s3Sdk().GetObjectCommand)({ Bucket, Key: keyOf(d, kind) }));
      return Buffer.from(await r.Body!.transformToByteArray());
    },
    size: head,
    async serve(d, kind, headers) {
      const info = await head(d, kind);
      if (!info) return null;
      return serveRanges(
        async (range) => {
          const r = await s3.send(new (s3Sdk().GetObjectCommand)({ Bucket, Key: keyOf(d, kind), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
          return r.Body!.transformToWebStream();
        },
        DIGEST_FILES[kind].type,
        info,
        headers,
      );
    },
    async local(d, kind) {
      const dir = path.join(workDirOf(d), `local-${kind}-${process.pid}-${Date.now()}`);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, DIGEST_FILES[kind].name);
      const r = await s3.send(new (s3Sdk().GetObjectCommand)({ Bucket, Key: keyOf(d, kind) }));
      // Streamed to disk: a video is tens of megabytes.
      await pipeline(r.Body as Readable, createWriteStream(file));
      return { path: file, release: () => rm(dir, { recursive: true, force: true }) };
    },
    async removeDigest(d) {
      await removePrefix(`${digestFolder(d)}/`);
      await rm(path.join(workRoot, d.id), { recursive: true, force: true });
    },
    removeSeries: (userId, seriesId) => removePrefix(`${userId}/${seriesId}/`),
    removeUser: (userId) => removePrefix(`${userId}/`),
    removeChannel: (channelId) => removePrefix(`channels/${channelId}/`),
  };
}

/** The S3 SDK, loaded when a bucket is configured (about 32 MiB a process without one would keep otherwise). */
const s3Sdk = lazyRequire<typeof S3Sdk>("@aws-sdk/client-s3");

