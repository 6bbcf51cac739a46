import type { Config } from "../../config.js";
import type { Db } from "../../db.js";
import type { Logger } from "../../logger.js";
import type { Mailer } from "../../mail/mailer.js";
import type { DigestFiles } from "./digestFiles.js";
import type { DigestWorkflows } from "./digestWorkflows.js";

/** What the digests domain needs; cross-domain collaborators come from the composition root (services.ts). */
export interface DigestsDeps {
  db: Db;
  config: Config;
  log: Logger;
  mailer: Mailer;
  files: DigestFiles;
  /** Items as REST shows them, in the order given (GET /digests/{id}'s contentItems). */
  presentItems: (viewerId: string | null, ids: string[]) => Promise<{ contentItems: unknown[]; feeds: unknown }>;
  /**
   * A story-topic source's stories (blank topic: all), best first, each with its most central item: the stories domain
   * answers it (stories.pickForDigest).
   */
  pickStories: (topic: string, since: Date, until: Date, limit: number) => Promise<Array<{ storyId: string; contentItemId: string }>>;
  /**
   * A picture of a source item for the digest's video, through the guarded fetcher (private addresses refused, size
   * capped, bytes sniffed as an image); null when it cannot be had. Without it videos use title cards.
   */
  fetchImage?: ((url: string) => Promise<{ body: Uint8Array; vector: boolean } | null>) | undefined;
  /** Temporal; without it series are saved and Generate Now records a pending digest a worker picks up later. */
  workflows?: DigestWorkflows | undefined;
}
