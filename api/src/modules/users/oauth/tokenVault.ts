import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { Config } from "../../../config.js";
import type { Db } from "../../../db.js";

const SECRET_NAME = "oauthTokens";
const VERSION = "v1";

/**
 * Seals linked accounts' access and refresh tokens with AES-256-GCM, so a database dump holds no usable token.
 * The key is OAUTH_TOKEN_KEY, or one the server makes once and keeps in ServerSecret (as the image proxy keeps its
 * signing key): every instance and every restart opens what another sealed. A sealed value is
 * `v1.<iv>.<ciphertext>.<tag>` in base64url; the identity's row id is the additional data, so a token copied to
 * another row does not open.
 */
export function createTokenVault({ db, config }: { db: Db; config: Config }) {
  let key: Promise<Buffer> | null = null;
  const loadKey = () =>
    (key ??= (async () => {
      if (config.oauth.tokenKey) return config.oauth.tokenKey;
      await db.serverSecret.createMany({ data: [{ name: SECRET_NAME, value: randomBytes(32).toString("base64url") }], skipDuplicates: true });
      const row = await db.serverSecret.findUniqueOrThrow({ where: { name: SECRET_NAME } });
      return Buffer.from(row.value, "base64url");
    })().catch((err: unknown) => {
      key = null;
      throw err;
    }));

  return {
    async seal(plain: string, boundTo: string): Promise<string> {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", await loadKey(), iv);
      cipher.setAAD(Buffer.from(boundTo));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv.toString("base64url"), body.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".");
    },

    /** The token, or null when the value is not one we sealed for this row (tampered, or another key). */
    async open(sealed: string, boundTo: string): Promise<string | null> {
      const [version, iv, body, tag] = sealed.split(".");
      if (version !== VERSION || !iv || body === undefined || !tag) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", await loadKey(), Buffer.from(iv, "base64url"));
        decipher.setAAD(Buffer.from(boundTo));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}

export type TokenVault = ReturnType<typeof createTokenVault>;
