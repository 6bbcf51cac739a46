import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { createTokenVault } from "../../api/src/modules/users/oauth/tokenVault.js";
import type { TestApp } from "./testApp.js";

/**
 * What upload tests start from: an account linked the way a finished OAuth flow leaves it (tokens sealed by the app's
 * own vault), and a completed digest whose video file is where the digest's files live.
 */

/** Links `service` to the user with these tokens (expiresAt in the past: the next use refreshes). */
export async function linkAccount(t: TestApp, userId: string, service: "google" | "tiktok", tokens: { accessToken: string; refreshToken: string; expiresAt: Date }, providerUserId = `${service}-${userId}`) {
  const vault = createTokenVault({ db: t.db, config: t.config });
  const bound = `${userId}:${service}`;
  await t.db.oAuthIdentity.upsert({
    where: { userId_service: { userId, service } },
    create: { userId, service, providerUserId, accessTokenEnc: await vault.seal(tokens.accessToken, bound), refreshTokenEnc: await vault.seal(tokens.refreshToken, bound), expiresAt: tokens.expiresAt },
    update: { accessTokenEnc: await vault.seal(tokens.accessToken, bound), refreshTokenEnc: await vault.seal(tokens.refreshToken, bound), expiresAt: tokens.expiresAt },
  });
}

/** A real MP4 made by ffmpeg: `noise` makes it large (lossless noise) for chunked uploads. */
export function makeVideo(file: string, opts: { seconds: number; fps: number; size?: string; noise?: boolean }) {
  const size = opts.size ?? "640x360";
  const source = opts.noise ? `nullsrc=s=${size}:r=${opts.fps},geq=random(1)*255:128:128` : `testsrc2=s=${size}:r=${opts.fps}`;
  execFileSync("ffmpeg", [
    "-v", "error", "-y", "-f", "lavfi", "-i", source, "-f", "lavfi", "-i", `sine=d=${opts.seconds}`, "-t", String(opts.seconds),
    "-c:v", "libx264", "-preset", "ultrafast", ...(opts.noise ? ["-qp", "0"] : ["-crf", "28"]), "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", file,
  ]);
}

/** A completed digest of a new series of the user's, with `video` copied in as its video (none when null). */
export async function digestWithVideo(t: TestApp, userId: string, video: string | null, durationSeconds: number, name = "Morning City · 2026-11-27") {
  const series = await t.db.scheduledDigest.create({
    data: { userId, name: name.split(" · ")[0]!, cron: "0 9 * * *", storyTopic: "", properties: { generateVideoSummaryFromAudio: true }, feedKey: randomBytes(24).toString("base64url") },
  });
  const digest = await t.db.digest.create({
    data: { userId, scheduledDigestId: series.id, name, status: "completed", hasAudio: true, hasVideo: video !== null, audioDurationSeconds: durationSeconds, publishedAt: new Date() },
  });
  if (video) {
    const dir = path.join(t.config.digests.filesDir, userId, series.id, digest.id);
    mkdirSync(dir, { recursive: true });
    copyFileSync(video, path.join(dir, "video.mp4"));
  }
  return digest;
}
