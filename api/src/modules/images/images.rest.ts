import { DomainError, validationError } from "../../errors.js";
import type { RestHandler } from "../../rest/types.js";
import type { ServedImage } from "./imageProxy.js";
import { signedImage } from "./pictureProxy.js";

/** A month: proxied pictures rarely change at the same address, and the address names the source. */
export const PROXIED_IMAGE_MAX_AGE = 30 * 86_400;
/** A year, immutable: the address carries a hash of the bytes (favicons), so new bytes get a new address. */
export const VERSIONED_IMAGE_MAX_AGE = 365 * 86_400;

/**
 * The `url` query parameter of an image endpoint: an absolute http(s) address (400 otherwise, with the
 * spec's VALIDATION_ERROR shape).
 */
export function imageUrlParam(query: URLSearchParams): string {
  const raw = query.get("url");
  if (!raw) throw validationError({ url: "url is required: the address of the image" });
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw validationError({ url: "url must be an absolute http(s) address" });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw validationError({ url: "url must be an absolute http(s) address" });
  return raw;
}

/**
 * A picture served from our origin. Every answer is inert if opened on its own: nosniff, and a policy that
 * loads nothing and runs nothing (sandbox). SVG, a document that can hold script, is also an attachment, so a
 * direct visit downloads it rather than rendering it on our origin; <img> ignores both and shows it.
 */
export function imageResponse(image: ServedImage, maxAgeSeconds: number, immutable = false): Response {
  return new Response(image.body as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      "content-type": image.contentType,
      "content-length": String(image.body.byteLength),
      "cache-control": `public, max-age=${maxAgeSeconds}${immutable ? ", immutable" : ""}`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "content-disposition": image.vector ? "attachment" : "inline",
    },
  });
}

/**
 * GET /images/proxy?url=&sig=: Pro's anonymous image proxy. Serves a picture whose address this server signed
 * for a Pro reader (no database look-up), through the same guarded fetch, size cap, type sniffing and inert
 * headers as the other image endpoints. The publisher sees this server: never the reader's address, cookies
 * or the page they read it on.
 */
export const handleGetProxiedImage: RestHandler = async ({ ctx, query }) => {
  const url = imageUrlParam(query);
  if (!(await ctx.services.imageSigner.verify(signedImage(url), query.get("sig")))) throw new DomainError("IMAGE_SIGNATURE_INVALID");
  return imageResponse(await ctx.services.images.fetch(url), PROXIED_IMAGE_MAX_AGE);
};
