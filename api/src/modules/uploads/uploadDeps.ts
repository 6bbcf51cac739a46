import type { Config } from "../../config.js";
import type { Db } from "../../db.js";
import type { Logger } from "../../logger.js";
import type { DigestFiles } from "../digests/digestFiles.js";
import type { TokenVault } from "../users/oauth/tokenVault.js";

/** The linked account each platform posts with (spec part 1 section 3: oauthIdentities tiktok and google). */
export type UploadPlatform = "tiktok" | "youtube";
export const ACCOUNT_OF: Record<UploadPlatform, "tiktok" | "google"> = { tiktok: "tiktok", youtube: "google" };
export const PLATFORM_LABEL: Record<UploadPlatform, string> = { tiktok: "TikTok", youtube: "YouTube" };

/**
 * What the uploads service asks of Temporal (temporal/src/client.ts implements it). Each request runs as
 * `video-upload-{uploadId}-{attempt}`: started once (a second start joins it), waited for up to `waitMs`.
 */
export interface UploadWorkflows {
  run(uploadId: string, attempt: number, waitMs: number): Promise<"finished" | "running">;
}
export const uploadWorkflowId = (uploadId: string, attempt: number) => `video-upload-${uploadId}-${attempt}`;

/** What the uploads domain needs; the linked accounts' tokens come from the composition root (services.ts). */
export interface UploadsDeps {
  db: Db;
  config: Config;
  log: Logger;
  files: DigestFiles;
  vault: TokenVault;
  /** A usable access token of the user's linked account (refreshed when expired, or when `forceRefresh`); null: not linked. */
  accessToken: (userId: string, service: "tiktok" | "google", opts?: { forceRefresh?: boolean }) => Promise<string | null>;
  /** Temporal; without it an upload runs inside the api process while its request waits. */
  workflows?: UploadWorkflows | undefined;
}
