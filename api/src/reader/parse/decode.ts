/**
 * Turns the raw bytes of a document into text, choosing the charset the way browsers and feed readers do:
 * a byte-order mark wins, then the HTTP Content-Type charset, then the XML declaration, then UTF-8 (with a
 * windows-1252 fallback when the bytes are not valid UTF-8).
 */
export function decodeDocument(bytes: Buffer | Uint8Array, contentType?: string | null): string {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const utf32 = utf32Decode(buf);
  if (utf32 !== null) return utf32;
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return new TextDecoder("utf-8").decode(buf.subarray(3));
  if (buf[0] === 0xfe && buf[1] === 0xff) return new TextDecoder("utf-16be").decode(buf.subarray(2));
  if (buf[0] === 0xff && buf[1] === 0xfe) return new TextDecoder("utf-16le").decode(buf.subarray(2));
  // UTF-16 without a BOM still starts with "<" as two bytes.
  if (buf[0] === 0x00 && buf[1] === 0x3c) return new TextDecoder("utf-16be").decode(buf);
  if (buf[0] === 0x3c && buf[1] === 0x00) return new TextDecoder("utf-16le").decode(buf);

  const head = buf.subarray(0, 512).toString("latin1");
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/i.exec(head)?.[1];
  const fromHeader = /charset\s*=\s*["']?([A-Za-z0-9._:-]+)/i.exec(contentType ?? "")?.[1];
  // RFC 7303: for text/xml without a charset parameter the XML declaration still applies in practice.
  for (const label of [fromHeader, declared]) {
    if (!label) continue;
    // A UTF-8 label on bytes that are not UTF-8 is a lie publishers often tell: fall through to detection.
    const decoded = tryDecode(buf, label, /^utf-?8$/i.test(label));
    if (decoded !== null) return decoded;
  }
  const utf8 = tryDecode(buf, "utf-8", true);
  return utf8 ?? new TextDecoder("windows-1252").decode(buf);
}

function tryDecode(buf: Buffer, label: string, fatal = false): string | null {
  const normalised = /^(utf-?16|ucs-?2)$/i.test(label) ? "utf-8" : label; // a UTF-16 label on single-byte text is a lie
  try {
    return new TextDecoder(normalised, { fatal }).decode(buf);
  } catch {
    return null;
  }
}

/** UTF-32 (TextDecoder has no decoder for it): by BOM, or by the four-byte shape of a leading "<". */
function utf32Decode(buf: Buffer): string | null {
  let le: boolean;
  let start = 0;
  if (buf.length >= 4 && buf[0] === 0 && buf[1] === 0 && buf[2] === 0xfe && buf[3] === 0xff) [le, start] = [false, 4];
  else if (buf.length >= 4 && buf[0] === 0xff && buf[1] === 0xfe && buf[2] === 0 && buf[3] === 0) [le, start] = [true, 4];
  else if (buf.length >= 4 && buf[0] === 0 && buf[1] === 0 && buf[2] === 0 && buf[3] === 0x3c) le = false;
  else if (buf.length >= 4 && buf[0] === 0x3c && buf[1] === 0 && buf[2] === 0 && buf[3] === 0) le = true;
  else return null;
  let out = "";
  for (let i = start; i + 3 < buf.length; i += 4) {
    const cp = le ? buf.readUInt32LE(i) : buf.readUInt32BE(i);
    if (cp <= 0x10ffff) out += String.fromCodePoint(cp);
  }
  return out;
}

/**
 * The document without U+0000. No feed means one (XML forbids it; it comes from broken exporters), and PostgreSQL
 * text cannot store it: one in any field would fail the whole refresh. A character reference (&#0;) already decodes
 * to U+FFFD. One scan of the text when there is none.
 */
export function withoutNul(text: string): string {
  return text.includes("\u0000") ? text.replaceAll("\u0000", "") : text;
}

/** A JSON \u0000 escape not itself escaped (an even run of backslashes before it). */
const JSON_NUL_ESCAPE = /(?<!\\)((?:\\\\)*)\\u0000/g;

/** JSON text without its \u0000 escapes (what JSON.parse would turn into U+0000; see withoutNul). */
export function withoutJsonNulEscapes(json: string): string {
  return json.includes("\\u0000") ? json.replace(JSON_NUL_ESCAPE, "$1") : json;
}
