import { FetchError, type Fetcher } from "../fetch/fetchDocument.js";
import { sniffImage, type ImageKind } from "./sniffImage.js";

export interface FetchedImage {
  body: Buffer;
  kind: ImageKind;
}

/** Why an image could not be served: a fetch failure's code, or what the answer was. */
export class ImageFetchError extends Error {
  constructor(
    readonly code: "NOT_AN_IMAGE" | FetchError["code"],
    message: string,
  ) {
    super(message);
    this.name = "ImageFetchError";
  }
}

const ACCEPT_IMAGES = "image/avif,image/webp,image/png,image/jpeg,image/gif,image/svg+xml,image/*;q=0.8";

/**
 * Fetches one image through the guarded fetcher (private-address guard on every hop, redirects, timeout) with a
 * size cap, and accepts the answer only if its bytes are an image (sniffed; the Content-Type is not trusted).
 * Throws ImageFetchError.
 */
export async function fetchImage(fetcher: Fetcher, url: string, limits: { maxBytes: number; timeoutMs?: number }): Promise<FetchedImage> {
  let body: Buffer;
  try {
    const doc = await fetcher.fetchDocument(url, { accept: ACCEPT_IMAGES, maxBytes: limits.maxBytes, ...(limits.timeoutMs ? { timeoutMs: limits.timeoutMs } : {}) });
    if (doc.kind !== "ok") throw new ImageFetchError("FETCH_HTTP_ERROR", "The image server answered 304 to a request that had no validators");
    body = doc.body;
  } catch (e) {
    if (e instanceof FetchError) throw new ImageFetchError(e.code, e.message);
    throw e;
  }
  const kind = sniffImage(body);
  if (!kind) throw new ImageFetchError("NOT_AN_IMAGE", "The answer is not an image (PNG, JPEG, GIF, WebP, AVIF, BMP, ICO or SVG)");
  return { body, kind };
}
