import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config.js";
import type { Db } from "../../db.js";

const SECRET_NAME = "imageProxy";

/**
 * Signs Pro's proxied picture addresses (spec: Pro's anonymous image proxy), so the proxy fetches only addresses
 * this server handed a Pro reader and answers without a database look-up. The key is IMAGE_PROXY_SECRET, or one
 * the server makes once and keeps in the database: every instance and every restart signs alike, so an address
 * a browser cached stays valid.
 */
export function createImageSigner({ db, config }: { db: Db; config: Config }) {
  let key: Promise<Buffer> | null = null;
  const loadKey = () =>
    (key ??= (async () => {
      if (config.images.proxySecret) return Buffer.from(config.images.proxySecret, "utf8");
      await db.serverSecret.createMany({ data: [{ name: SECRET_NAME, value: randomBytes(32).toString("base64url") }], skipDuplicates: true });
      const row = await db.serverSecret.findUniqueOrThrow({ where: { name: SECRET_NAME } });
      return Buffer.from(row.value, "base64url");
    })().catch((err: unknown) => {
      key = null;
      throw err;
    }));

  const mac = (k: Buffer, value: string) => createHmac("sha256", k).update(value).digest().subarray(0, 16).toString("base64url");

  return {
    /** A signing function (the key loaded once): `sign(value)` is 22 URL-safe characters. */
    async signer(): Promise<(value: string) => string> {
      const k = await loadKey();
      return (value) => mac(k, value);
    },

    /** Whether `signature` is ours for `value` (constant time). */
    async verify(value: string, signature: string | null): Promise<boolean> {
      if (!signature) return false;
      const expected = Buffer.from(mac(await loadKey(), value));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type ImageSigner = ReturnType<typeof createImageSigner>;
