import { createHash, randomBytes } from "node:crypto";

/** A random, opaque bearer token (256 bits). Only its hash is ever stored. */
export function generateToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 is enough here: tokens are high-entropy random values, not guessable passwords. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
