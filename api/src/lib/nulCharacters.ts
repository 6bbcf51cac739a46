/**
 * PostgreSQL text (and jsonb) cannot hold U+0000, so a NUL in any value a request carries would fail whatever query
 * it reached, possibly after other writes of the same request. Both transports refuse such requests up front with
 * this message (REST naming the field: handleRest.ts; GraphQL: schema/refuseNul.ts).
 */
export const NUL_MESSAGE = "Text cannot contain NUL characters";

/**
 * The top-level field of a JSON value that holds a NUL in a key or a string (`field` when the value itself is one
 * or sits in an array), or null. Bounded by depth: parsed JSON is not cyclic, and deeper values are left to the
 * database's error (errors.ts domainErrorOf).
 */
export function fieldHoldingNul(value: unknown, field: string, depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? field : null;
  if (value === null || typeof value !== "object" || depth > 64) return null;
  for (const [key, v] of Object.entries(value)) {
    const name = depth === 0 && !Array.isArray(value) ? key : field;
    if (key.includes("\u0000") || fieldHoldingNul(v, name, depth + 1) !== null) return name;
  }
  return null;
}
