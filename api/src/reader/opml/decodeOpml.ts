/**
 * Turns an uploaded OPML file's bytes into text (browser-safe: TextDecoder only). A BOM wins, then the XML
 * declaration's encoding, then UTF-8; bytes that are not valid UTF-8 fall back to windows-1252, the usual
 * truth behind an unlabeled legacy export. File.text() in a browser would always assume UTF-8.
 */
export function decodeOpml(input: ArrayBuffer | Uint8Array): string {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder("utf-8").decode(bytes.subarray(3));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0x00 && bytes[1] === 0x3c) return new TextDecoder("utf-16be").decode(bytes);
  if (bytes[0] === 0x3c && bytes[1] === 0x00) return new TextDecoder("utf-16le").decode(bytes);

  const head = new TextDecoder("windows-1252").decode(bytes.subarray(0, 256));
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/i.exec(head)?.[1];
  // A UTF-16 label on single-byte text cannot be true (the BOM checks above found no UTF-16 shape).
  if (declared && !/^(utf-?8|utf-?16|ucs-?2)$/i.test(declared)) {
    const decoded = tryDecode(bytes, declared, false);
    if (decoded !== null) return decoded;
  }
  return tryDecode(bytes, "utf-8", true) ?? new TextDecoder("windows-1252").decode(bytes);
}

function tryDecode(bytes: Uint8Array, label: string, fatal: boolean): string | null {
  try {
    return new TextDecoder(label, { fatal }).decode(bytes);
  } catch {
    return null;
  }
}
