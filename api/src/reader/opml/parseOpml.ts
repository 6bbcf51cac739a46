import { decodeHTML } from "entities";
import { Parser } from "htmlparser2";
import { OpmlParseError, type OpmlDocument, type OpmlOutline } from "./types.js";

// Browser-safe on purpose: the web's import tab parses the file before sending anything (spec part 1 section
// 4, OPML import). Only htmlparser2 (tolerant tokenizer) and entities; no Node built-ins.

type Role = "opml" | "head" | "title" | "body" | "outline" | "ignored";

interface Frame {
  role: Role;
  /** Where child outlines go (the body's list or an outline's children). */
  children?: OpmlOutline[];
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1).toLowerCase();

/** Attribute lookup ignoring case: OPML 1.0 exporters write xmlurl, xmlURL and xmlUrl alike. */
function attr(attribs: Record<string, string>, name: string): string | null {
  const wanted = name.toLowerCase();
  const key = Object.keys(attribs).find((k) => k.toLowerCase() === wanted);
  if (key === undefined) return null;
  // HTML entities (&raquo;, &nbsp;) are common in exports of HTML-minded tools; decodeHTML also leaves a
  // bare "&" alone, which strict XML would reject (miniflux accepts "a&b" in xmlUrl, and so do we).
  const value = decodeHTML(attribs[key]!).trim();
  return value === "" ? null : value;
}

/**
 * Parses an OPML 1.0/2.0 document given as text (see decodeOpml for bytes). Tolerant like feed readers are:
 * a BOM, a missing <head> or <body>, a missing version, HTML entities, stray text and unclosed tags inside the
 * document still give what it holds; only the first <head> and first <body> count. Throws OpmlParseError
 * ("Failed to parse OPML") when the text has no <opml> root element at all (that is not an OPML file, and
 * guessing at outlines in arbitrary markup would import junk) or when the root is never closed (the file is
 * truncated: importing the part before the cut would look like success while losing the rest).
 */
export function parseOpml(text: string): OpmlDocument {
  const source = text.replace(/^\uFEFF/, "");
  if (!source.trim()) throw new OpmlParseError("The file is empty.");

  const doc: OpmlDocument = { title: null, outlines: [] };
  const stack: Frame[] = [];
  let rootName: string | null = null;
  let headSeen = false;
  let bodySeen = false;
  let titleText: string | null = null;
  let inCdata = false;
  let rootClosed = false;

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const local = localName(name);
        const parent = stack[stack.length - 1];
        let frame: Frame = { role: "ignored" };
        if (!parent) {
          if (rootName === null) {
            rootName = name;
            if (local === "opml") frame = { role: "opml" };
          }
        } else if (parent.role === "opml" && local === "head" && !headSeen) {
          headSeen = true;
          frame = { role: "head" };
        } else if (parent.role === "opml" && local === "body" && !bodySeen) {
          bodySeen = true;
          frame = { role: "body", children: doc.outlines };
        } else if (parent.role === "head" && local === "title" && titleText === null) {
          titleText = "";
          frame = { role: "title" };
        } else if ((parent.role === "body" || parent.role === "outline") && local === "outline") {
          const outline: OpmlOutline = {
            text: attr(attribs, "text"),
            title: attr(attribs, "title"),
            xmlUrl: attr(attribs, "xmlUrl"),
            htmlUrl: attr(attribs, "htmlUrl"),
            type: attr(attribs, "type"),
            children: [],
          };
          parent.children!.push(outline);
          frame = { role: "outline", children: outline.children };
        }
        stack.push(frame);
      },
      onclosetag(_name, isImplied) {
        // htmlparser2 reports implied closes too (a mismatched or missing end tag), so the stack stays aligned.
        // The root's own close is implied only when the text ran out first: the file was cut short.
        if (stack.length === 1 && stack[0]!.role === "opml" && !isImplied) rootClosed = true;
        stack.pop();
      },
      ontext(data) {
        if (stack[stack.length - 1]?.role === "title") titleText += inCdata ? data : decodeHTML(data);
      },
      oncdatastart() {
        inCdata = true;
      },
      oncdataend() {
        inCdata = false;
      },
    },
    { xmlMode: true, decodeEntities: false, recognizeCDATA: true, recognizeSelfClosing: true },
  );
  parser.end(source);

  if (rootName === null) throw new OpmlParseError("The file contains no XML elements.");
  if (localName(rootName) !== "opml") throw new OpmlParseError(`The root element is <${rootName}>, not <opml>.`);
  // A truncated upload (a download cut off, a copy that stopped early) would otherwise import whatever came
  // before the cut, often nothing at all, and look like success.
  if (!rootClosed) throw new OpmlParseError(`The file ends before </${rootName}>: it looks cut short.`);
  const title = (titleText as string | null)?.replace(/\s+/g, " ").trim();
  doc.title = title ? title : null;
  return doc;
}
