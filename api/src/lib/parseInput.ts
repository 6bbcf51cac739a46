import type { z } from "zod";
import { validationError } from "../errors.js";

/** Parses with a schema or throws the spec-shaped VALIDATION_ERROR listing every field problem. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value ?? {});
  if (r.success) return r.data;
  throw validationError(Object.fromEntries(r.error.issues.map((i) => [i.path.join(".") || "body", i.message])));
}
