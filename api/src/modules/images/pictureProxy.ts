import type { RequestContext } from "../../context.js";
import { tierOf } from "../settings/settings.service.js";
import type { ImageSigner } from "./imageSigner.js";

/**
 * How a Pro viewer's pictures are served: every http(s) picture through our signed anonymous proxy (the
 * publisher sees our server, never the reader's address, cookies or referrer), and item bodies fetched by
 * address (jesterContentEncodedUrl) through a signed variant that rewrites them the same way.
 */
export interface ProPictures {
  /** A picture's address as the viewer loads it: GET /api_v1/images/proxy?url=&sig=. */
  image(url: string): string;
  /** The `proxy` query value of an item's encoded body for a Pro reader (GET /content/{id}/encoded?proxy=). */
  encodedSignature(itemId: string): string;
}

/** What the signatures sign: a picture's address, or an item's body; prefixes keep the two apart. */
export const signedImage = (url: string) => `img:${url}`;
export const signedBody = (itemId: string) => `enc:${itemId}`;

/** The Pro picture addresses of this server, signed with its key. */
export async function proPictures(signer: ImageSigner, publicUrl: string): Promise<ProPictures> {
  const sign = await signer.signer();
  return {
    image: (url) => `${publicUrl}/api_v1/images/proxy?url=${encodeURIComponent(url)}&sig=${sign(signedImage(url))}`,
    encodedSignature: (itemId) => sign(signedBody(itemId)),
  };
}

/** ProPictures for a Pro viewer; null for everyone else (their http:// pictures still use the item's endpoint). */
export async function pictureProxyFor(ctx: Pick<RequestContext, "session" | "services" | "config">): Promise<ProPictures | null> {
  const user = ctx.session?.user;
  if (!user || tierOf(user) !== "pro") return null;
  return proPictures(ctx.services.imageSigner, ctx.config.publicUrl);
}
