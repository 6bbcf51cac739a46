import { decodeHTML, decodeHTMLAttribute, decodeXML } from "entities";
import { describe, expect, it } from "vitest";
import { decodeXmlReferences } from "./xmlReferences.js";

/** A deterministic pseudo-random generator (the same texts every run). */
function random(seed: number): () => number {
  return () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
}

const PIECES = ["&lt;", "&gt;", "&amp;", "&quot;", "&apos;", "&amp;lt;", "&amp;amp;", "p", "a b", "é", "<", ">", ";", "lt;", "amp", "\n", "x".repeat(40)];
const OTHER = ["&nbsp;", "&#60;", "&#x3c;", "& ", "&", "&l", "&ltx", "&AMP;", "&lt"];

function texts(count: number, withOther: boolean): string[] {
  const next = random(withOther ? 7 : 3);
  const pick = (list: string[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, (_, t) => {
    // Short texts (the piecewise loop) and long ones (decodeMany), with one foreign reference somewhere when asked.
    let s = "";
    for (let i = t % 2 ? 1 + Math.floor(next() * 6) : 60 + Math.floor(next() * 200); i > 0; i--) s += pick(PIECES);
    if (withOther) {
      const at = Math.floor(next() * (s.length + 1));
      s = s.slice(0, at) + pick(OTHER) + s.slice(at);
    }
    return s;
  });
}

describe("decodeXmlReferences", () => {
  it("decodes the five references as every full decoder does, in short and long texts", () => {
    const differing = texts(3_000, false).filter((s) => {
      const out = decodeXmlReferences(s);
      return out !== decodeHTML(s) || out !== decodeXML(s) || out !== decodeHTMLAttribute(s);
    });
    expect(differing.slice(0, 3)).toEqual([]);
    expect(decodeXmlReferences("&amp;lt;p&amp;gt; " + "&lt;b&gt;x&lt;/b&gt;".repeat(30))).toBe("&lt;p&gt; " + "<b>x</b>".repeat(30));
  });

  it("leaves to the full decoder any text with another reference or a bare ampersand", () => {
    // An inserted "&" or "&l" may complete one of the five with the text after it: then the answer must be right.
    const all = texts(3_000, true);
    const wrong = all.filter((s) => {
      const out = decodeXmlReferences(s);
      return out !== null && (out !== decodeHTML(s) || out !== decodeXML(s));
    });
    expect(wrong.slice(0, 3)).toEqual([]);
    expect(all.filter((s) => decodeXmlReferences(s) === null).length).toBeGreaterThan(all.length * 0.8);
    expect(decodeXmlReferences("&lt;p&gt;" + "x".repeat(300) + "&nbsp;")).toBeNull();
    expect(decodeXmlReferences("&lt;p&gt;" + "x".repeat(300) + "& more")).toBeNull();
  });
});
