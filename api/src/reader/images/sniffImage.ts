/** An image kind we serve, recognised by its first bytes. */
export interface ImageKind {
  mime: string;
  /** SVG is a document that could run script if opened on its own: served apart (see imageResponse). */
  vector: boolean;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/**
 * The image kind of `bytes` by their magic numbers (never the server's Content-Type, which mislabels images
 * often and would let an HTML page pass as one): PNG, JPEG, GIF, WebP, AVIF, BMP, ICO, and SVG (text whose first
 * element, after an XML declaration, comments and a doctype, is <svg>). Null for anything else.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length < 4) return null;
  if (startsWith(bytes, PNG)) return { mime: "image/png", vector: false };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mime: "image/jpeg", vector: false };
  const head6 = ascii(bytes, 0, 6);
  if (head6 === "GIF87a" || head6 === "GIF89a") return { mime: "image/gif", vector: false };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { mime: "image/webp", vector: false };
  if (ascii(bytes, 4, 8) === "ftyp") {
    // ISO base media: the major brand, then the compatible brands, up to the box's length.
    const boxEnd = Math.min(bytes.length, (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!);
    for (let at = 8; at + 4 <= boxEnd; at += at === 8 ? 8 : 4) {
      const brand = ascii(bytes, at, at + 4);
      if (brand === "avif" || brand === "avis") return { mime: "image/avif", vector: false };
    }
    return null;
  }
  if (bytes[0] === 0x42 && bytes[1] === 0x4d && bytes.length >= 18) {
    // "BM" alone is two letters of text: require a known DIB header size too.
    const dib = bytes[14]! | (bytes[15]! << 8) | (bytes[16]! << 16) | (bytes[17]! << 24);
    if ([12, 40, 52, 56, 64, 108, 124].includes(dib)) return { mime: "image/bmp", vector: false };
  }
  // ICO: reserved 0, type 1, at least one image.
  if (bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 1 && bytes[3] === 0 && bytes.length >= 6 && (bytes[4]! | bytes[5]!) !== 0) {
    return { mime: "image/x-icon", vector: false };
  }
  if (isSvg(bytes)) return { mime: "image/svg+xml", vector: true };
  return null;
}

function isSvg(bytes: Uint8Array): boolean {
  let text = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "");
  // Skip what may come before the root element.
  for (;;) {
    const before = text;
    text = text.replace(/^\s+/, "").replace(/^<\?xml[^>]*\?>/i, "").replace(/^<!--[\s\S]*?-->/, "").replace(/^<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, "");
    if (text === before) break;
  }
  return /^<svg[\s>/]/i.test(text);
}
