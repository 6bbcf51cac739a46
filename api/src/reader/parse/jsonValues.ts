/** Tolerant readers for untrusted JSON documents (JSON Feed, Reddit listings). */
export type Json = Record<string, unknown>;

/** A non-empty trimmed string (a number as its text), else null. */
export const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null);

/** The value as an object, or an empty one. */
export const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
