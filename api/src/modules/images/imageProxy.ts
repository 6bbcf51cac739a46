import type { Config } from "../../config.js";
import { DomainError } from "../../errors.js";
import type { Fetcher } from "../../reader/fetch/fetchDocument.js";
import { fetchImage, ImageFetchError } from "../../reader/images/fetchImage.js";

/** A picture ready to serve from our origin. */
export interface ServedImage {
  body: Uint8Array;
  contentType: string;
  /** SVG: served as an attachment under a sandboxing policy (see imageResponse). */
  vector: boolean;
}

/** What a failed image fetch tells the client: a 4xx with the reason (never a 500: the source failed, not us). */
export function imageError(e: ImageFetchError, maxBytes: number): DomainError {
  switch (e.code) {
    case "NOT_AN_IMAGE":
      return new DomainError("NOT_AN_IMAGE", { message: "The address does not point to an image (PNG, JPEG, GIF, WebP, AVIF, BMP, ICO or SVG)" });
    case "FETCH_TOO_LARGE":
      return new DomainError("IMAGE_TOO_LARGE", { message: `The image is larger than this server passes on (${maxBytes} bytes)` });
    case "FETCH_BLOCKED_ADDRESS":
      return new DomainError("IMAGE_BLOCKED_ADDRESS");
    default:
      return new DomainError("IMAGE_UNAVAILABLE", { message: `The image could not be loaded from its source: ${e.message}` });
  }
}

/**
 * Fetches pictures for the image endpoints through the guarded fetcher: the private-address guard (unless
 * FETCH_ALLOW_PRIVATE_HOSTS), redirects, timeout, IMAGE_MAX_BYTES, and bytes that must sniff as an image.
 * Callers decide which addresses may be fetched at all (only ones an item or feed shows).
 */
export function createImageProxy({ fetcher, config }: { fetcher: Fetcher; config: Config }) {
  const maxBytes = config.images.maxBytes;
  return {
    async fetch(url: string): Promise<ServedImage> {
      try {
        const image = await fetchImage(fetcher, url, { maxBytes });
        return { body: image.body, contentType: image.kind.mime, vector: image.kind.vector };
      } catch (e) {
        if (e instanceof ImageFetchError) throw imageError(e, maxBytes);
        throw e;
      }
    },
  };
}

export type ImageProxy = ReturnType<typeof createImageProxy>;
