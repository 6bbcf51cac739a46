/** A CDATA section's text, as written. */
export class Cdata {
  constructor(readonly text: string) {}
}

/**
 * One element of a feed document: what the parser reported for it and what is worked out once about it. Text
 * stays as the document wrote it (entities decoded only when text() asks), and only elements are nodes, so a
 * document costs one object per element and no tree of text, comment and CDATA nodes.
 */
export class XmlElement {
  /** Child elements (null: none; most elements are leaves, so no array is made for them). */
  kids: XmlElement[] | null = null;
  /**
   * Content in document order: runs of raw text (entities not decoded), CDATA sections and child elements; a
   * single piece is held as it is (most elements hold one run of text or one CDATA section), more in an array.
   */
  content: string | Cdata | XmlElement | Array<string | Cdata | XmlElement> | null = null;
  /** Index of the element's last character in the document (its end tag's >, or where it was closed). */
  end = -1;
  ns: string | null = null;
  local = "";
  /** Whether ns and local were worked out. */
  named = false;
  prefixes: Map<string, string> | null = null;
  base: string | null | undefined = undefined;

  constructor(
    readonly name: string,
    readonly attribs: Record<string, string>,
    readonly parent: XmlElement | null,
    /** Index of the element's <. */
    readonly start: number,
  ) {}

  add(piece: string | Cdata | XmlElement): void {
    const { content } = this;
    if (content === null) this.content = piece;
    else if (Array.isArray(content)) content.push(piece);
    else this.content = [content, piece];
  }

  /** Appends text to the run of text the content ends with. */
  extend(text: string): void {
    if (Array.isArray(this.content)) this.content[this.content.length - 1] += text;
    else this.content += text;
  }
}
