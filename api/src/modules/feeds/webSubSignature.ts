import { createHmac, timingSafeEqual } from "node:crypto";

/** The spec's recognised algorithm names (section 8.1.1) and Node's names for them. */
const ALGORITHMS: Record<string, string> = { sha1: "sha1", sha256: "sha256", sha384: "sha384", sha512: "sha512" };

/**
 * Whether a push's `X-Hub-Signature` (`method=hex`) is the HMAC of the exact body under the subscription's secret,
 * with the method the hub names (sha1, sha256, sha384 or sha512). A missing header, an unknown method or a
 * malformed value is invalid: we always subscribe with a secret, so an unsigned push is not from our hub.
 * Compared in constant time.
 */
export function signatureValid(secret: string, header: string | null, body: Uint8Array): boolean {
  if (!header) return false;
  const m = /^\s*([a-z0-9]+)=([0-9a-f]+)\s*$/i.exec(header);
  const algorithm = m ? ALGORITHMS[m[1]!.toLowerCase()] : undefined;
  if (!m || !algorithm) return false;
  const expected = createHmac(algorithm, secret).update(body).digest();
  const given = Buffer.from(m[2]!.length % 2 === 0 ? m[2]! : "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
