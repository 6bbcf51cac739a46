import { sentences } from "./sourceText.js";

/**
 * What a digest video shows, worked out before ffmpeg runs (pure, so it is tested without rendering): the frame
 * size per aspect ratio (spec part 3 section 3: videoAspectRatio horizontal or vertical), one slide per transcript
 * segment (title, bullets, a kicker naming the digest and the position), captions timed across what the segment
 * speaks, and the frame grid every segment boundary is rounded to so the picture never drifts from the audio.
 */
export type AspectRatio = "horizontal" | "vertical";

export const VIDEO_SIZES: Record<AspectRatio, { width: number; height: number }> = {
  horizontal: { width: 1920, height: 1080 },
  vertical: { width: 1080, height: 1920 },
};

/** A transcript segment as the audio step wrote it (durations include the pause after it). */
export interface VideoSegment {
  title: string;
  duration: number;
  sourceIds: string[];
  text: string;
}

export interface Slide {
  /** Top-left label, e.g. "Rivulet digest · 2 / 7". */
  kicker: string;
  title: string;
  bullets: string[];
}

export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** The pause the audio step leaves after every segment (audioDigest.ts GAP_SECONDS): captions end before it. */
const SPOKEN_GAP = 0.6;

interface Metrics {
  margin: number;
  kicker: number;
  title: number;
  bullet: number;
  caption: number;
  titleLines: number;
  bulletLines: number;
  /** Where the text block starts (vertical: below the picture) or where it ends (horizontal: above the captions). */
  captionMarginV: number;
}

const METRICS: Record<AspectRatio, Metrics> = {
  horizontal: { margin: 110, kicker: 30, title: 68, bullet: 40, caption: 46, titleLines: 3, bulletLines: 5, captionMarginV: 56 },
  vertical: { margin: 80, kicker: 34, title: 62, bullet: 42, caption: 50, titleLines: 4, bulletLines: 6, captionMarginV: 300 },
};

/** The vertical layout's picture panel (below the kicker, above the text). */
export const VERTICAL_PANEL = { top: 150, height: 760 } as const;

/** DejaVu Sans' average advance as a share of the font size (bold is wider); a little generous so lines never overrun. */
const ADVANCE = { regular: 0.52, bold: 0.58 };

/** Greedy word wrap by estimated width; a word longer than a line is broken. */
export function wrap(text: string, fontSize: number, width: number, bold = false): string[] {
  const perLine = Math.max(8, Math.floor(width / (fontSize * (bold ? ADVANCE.bold : ADVANCE.regular))));
  const lines: string[] = [];
  let line = "";
  for (let word of text.split(/\s+/).filter(Boolean)) {
    while (word.length > perLine) {
      if (line) lines.push(line);
      lines.push(word.slice(0, perLine - 1) + "-");
      word = word.slice(perLine - 1);
      line = "";
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= perLine) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The first `max` lines; the last one ends with an ellipsis when text was left out. */
function clamp(lines: string[], max: number, perLineChars: number): string[] {
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  const last = kept[max - 1]!;
  kept[max - 1] = `${last.length + 1 > perLineChars ? last.slice(0, perLineChars - 1).replace(/\s+\S*$/, "") : last}…`;
  return kept;
}

/** The bullets a segment shows: the sentences it speaks after its title (the intro lists what is coming up). */
export function slideFor(segment: VideoSegment, index: number, all: VideoSegment[], names: { app: string; digest: string }): Slide {
  const position = `${index + 1} / ${all.length}`;
  if (index === 0 && segment.sourceIds.length === 0) {
    const coming = all.slice(1).map((s) => s.title).filter(Boolean);
    return { kicker: `${names.app} digest · ${position}`, title: names.digest, bullets: coming.slice(0, 4) };
  }
  let spoken = segment.text.trim();
  const title = segment.title.trim();
  if (title && spoken.startsWith(title)) spoken = spoken.slice(title.length).replace(/^[.!?:;,\s]+/, "");
  return { kicker: `${names.app} digest · ${position}`, title: title || (sentences(spoken)[0] ?? ""), bullets: sentences(spoken).slice(0, 3) };
}

/** Escapes text for an ASS event: braces would start override blocks, backslashes escapes; line breaks are ours. */
export function assText(text: string): string {
  return text.replace(/\\/g, "\u2216").replace(/\{/g, "\\{").replace(/\}/g, "\\}").replace(/[\r\n]+/g, " ");
}

const time = (s: number) => {
  const cs = Math.max(0, Math.round(s * 100));
  const h = Math.floor(cs / 360000);
  const m = Math.floor((cs % 360000) / 6000);
  const sec = Math.floor((cs % 6000) / 100);
  return `${h}:${String(m).padStart(2, "0")}:${String(sec).padStart(2, "0")}.${String(cs % 100).padStart(2, "0")}`;
};

/** ASS colours are &HAABBGGRR (alpha 00 is opaque). */
function colour(hex: string, alpha = 0): string {
  const [r, g, b] = [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  return `&H${alpha.toString(16).padStart(2, "0").toUpperCase()}${b}${g}${r}`.toUpperCase();
}

/** The brand's accent (the obsidian theme's), on the kicker chip and the title card. */
export const ACCENT = "#3fb6a8";
export const CARD_COLOURS = { from: "#101114", to: "#143430" } as const;

function header(aspect: AspectRatio, styles: string[]): string {
  const { width, height } = VIDEO_SIZES[aspect];
  return [
    "[Script Info]",
    "ScriptType: v4.00+",
    `PlayResX: ${width}`,
    `PlayResY: ${height}`,
    "WrapStyle: 0",
    "ScaledBorderAndShadow: yes",
    "",
    "[V4+ Styles]",
    "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
    ...styles,
    "",
    "[Events]",
    "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
  ].join("\n");
}

const style = (name: string, size: number, o: { bold?: boolean; fg?: string; outline?: string; back?: string; borderStyle?: 1 | 3; outlineW?: number; shadow?: number; align: number; l: number; r: number; v: number; spacing?: number }) =>
  `Style: ${name},DejaVu Sans,${size},${o.fg ?? "&H00FFFFFF"},&H00FFFFFF,${o.outline ?? "&H00000000"},${o.back ?? "&H80000000"},${o.bold ? -1 : 0},0,0,0,100,100,${o.spacing ?? 0},0,${o.borderStyle ?? 1},${o.outlineW ?? 2},${o.shadow ?? 1},${o.align},${o.l},${o.r},${o.v},1`;

/**
 * The slide's text as an ASS document drawn once onto its background: the kicker chip top left, then the title and
 * bullets as one block (so a long title pushes the bullets down rather than over them). Horizontal: the block sits
 * at the bottom left, above the caption band when captions are burned in. Vertical: below the picture panel.
 * Lines are wrapped here by estimated width and clamped, so the block's height is known and never meets the captions.
 */
export function slideAss(aspect: AspectRatio, slide: Slide, opts: { captions: boolean; mark: string | null }): string {
  const m = METRICS[aspect];
  const { width } = VIDEO_SIZES[aspect];
  const textWidth = width - 2 * m.margin - (aspect === "horizontal" ? 180 : 0);
  const titlePer = Math.floor(textWidth / (m.title * ADVANCE.bold));
  const titleLines = clamp(wrap(slide.title, m.title, textWidth, true), m.titleLines, titlePer);
  const bulletPer = Math.floor((textWidth - m.bullet) / (m.bullet * ADVANCE.regular));
  const bullets: string[] = [];
  let used = 0;
  for (const b of slide.bullets) {
    const lines = wrap(b, m.bullet, textWidth - m.bullet);
    const room = m.bulletLines - used;
    if (room <= 0) break;
    const kept = clamp(lines, room, bulletPer);
    bullets.push(kept.map((l, i) => `${i === 0 ? "•\\h\\h" : "\\h\\h\\h\\h"}${assText(l)}`).join("\\N"));
    used += kept.length;
  }
  const block = [titleLines.map(assText).join("\\N"), ...(bullets.length ? [`{\\rBullet}{\\fs${Math.round(m.bullet * 0.5)}}\\h{\\fs${m.bullet}}\\N${bullets.join("\\N")}`] : [])].join("\\N");
  const captionBand = opts.captions ? m.captionMarginV + Math.round(m.caption * 2.6) + 50 : 0;
  const blockStyle = aspect === "horizontal"
    ? { align: 1, v: Math.max(100, captionBand + 40) }
    : { align: 7, v: VERTICAL_PANEL.top + VERTICAL_PANEL.height + 70 };
  const doc = header(aspect, [
    style("Kicker", m.kicker, { bold: true, fg: colour("#06201d"), outline: colour(ACCENT), back: colour(ACCENT), borderStyle: 3, outlineW: 10, shadow: 0, align: 7, l: m.margin, r: m.margin, v: aspect === "horizontal" ? 56 : 60, spacing: 1 }),
    style("Title", m.title, { bold: true, align: blockStyle.align, l: m.margin, r: width - m.margin - textWidth, v: blockStyle.v, outlineW: 2, shadow: 2 }),
    style("Bullet", m.bullet, { fg: colour("#e8e9eb"), align: blockStyle.align, l: m.margin, r: width - m.margin - textWidth, v: blockStyle.v, outlineW: 1.5, shadow: 1 }),
    style("Mark", aspect === "horizontal" ? 140 : 150, { bold: true, fg: colour(ACCENT, 0x30), outlineW: 0, shadow: 0, align: 5, l: 0, r: 0, v: 0, spacing: 4 }),
  ]);
  const markAt = aspect === "horizontal" ? `\\pos(${width / 2},${Math.round(VIDEO_SIZES.horizontal.height * 0.3)})` : `\\pos(${width / 2},${VERTICAL_PANEL.top + VERTICAL_PANEL.height / 2})`;
  const mark = opts.mark ? `Dialogue: 0,${time(0)},${time(36000)},Mark,,0,0,0,,{${markAt}}${assText(opts.mark)}\n` : "";
  return `${doc}\n${mark}Dialogue: 0,${time(0)},${time(36000)},Kicker,,0,0,0,,${assText(slide.kicker.toUpperCase())}\nDialogue: 0,${time(0)},${time(36000)},Title,,0,0,0,,${block}\n`;
}

/**
 * What is spoken, in caption-sized pieces (at most `maxChars`, two lines), each shown for its share of the segment's
 * speech by length: espeak-ng and the speech services speak at an even pace, so a piece appears while it is said.
 */
export function captionCues(text: string, seconds: number, maxChars: number): Cue[] {
  const words = text.replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  if (!words.length) return [];
  const pieces: string[] = [];
  let piece = "";
  for (const w of words) {
    const next = piece ? `${piece} ${w}` : w;
    // A piece ends at its limit, or early after a sentence once it is long enough to read.
    if (piece && next.length > maxChars) {
      pieces.push(piece);
      piece = w;
    } else piece = next;
    if (/[.!?…]["”’)]?$/.test(piece) && piece.length >= maxChars * 0.45) {
      pieces.push(piece);
      piece = "";
    }
  }
  if (piece) pieces.push(piece);
  const speech = Math.max(0.5, seconds - SPOKEN_GAP);
  const total = pieces.reduce((n, p) => n + p.length + 2, 0);
  const cues: Cue[] = [];
  let at = 0;
  for (const p of pieces) {
    const length = (speech * (p.length + 2)) / total;
    cues.push({ start: Math.round(at * 100) / 100, end: Math.round((at + length) * 100) / 100, text: p });
    at += length;
  }
  return cues;
}

/** Caption pieces' size per aspect ratio: two lines of the caption font across the frame. */
export const captionChars = (aspect: AspectRatio) => (aspect === "horizontal" ? 84 : 52);

/** Captions as an ASS document (times relative to the segment): white on a translucent band, bottom centre. */
export function captionsAss(aspect: AspectRatio, cues: Cue[]): string {
  const m = METRICS[aspect];
  const { width } = VIDEO_SIZES[aspect];
  const side = aspect === "horizontal" ? 220 : m.margin;
  const doc = header(aspect, [
    style("Caption", m.caption, { outline: colour("#000000", 0x50), back: colour("#000000", 0x50), borderStyle: 3, outlineW: 14, shadow: 0, align: 2, l: side, r: side, v: m.captionMarginV }),
  ]);
  const lines = cues.map((c) => `Dialogue: 0,${time(c.start)},${time(c.end)},Caption,,0,0,0,,${wrap(c.text, m.caption, width - 2 * side).slice(0, 3).map(assText).join("\\N")}`);
  return `${doc}\n${lines.join("\n")}\n`;
}

/**
 * Frames per segment on the video's frame grid: each boundary is rounded to the nearest frame, so the error never
 * adds up (at 2 fps a slide changes within a quarter second of its audio however many segments there are).
 */
export function segmentFrames(durations: number[], fps: number): number[] {
  const frames: number[] = [];
  let at = 0;
  let placed = 0;
  for (const d of durations) {
    at += d;
    const boundary = Math.round(at * fps);
    frames.push(boundary - placed);
    placed = boundary;
  }
  return frames;
}
