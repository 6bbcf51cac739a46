import { z } from "zod";
import { validationError } from "../../errors.js";

// Field messages are the spec's (part 1 section 5), word for word.
export const FIELD_MESSAGES = {
  email: "Check your email and try again",
  password: "Your password must be at least 6 characters long",
  username: "Check your username and try again",
  token: "No token provided.",
} as const;

const email = z
  .string({ error: FIELD_MESSAGES.email })
  .trim()
  .max(254, FIELD_MESSAGES.email)
  .pipe(z.email({ error: FIELD_MESSAGES.email }))
  .transform((e) => e.toLowerCase());
const password = z.string({ error: FIELD_MESSAGES.password }).min(6, FIELD_MESSAGES.password).max(1024, FIELD_MESSAGES.password);
// Usernames appear in URLs and exports ({username}-opml-export), so keep them to a safe alphabet.
const username = z
  .string({ error: FIELD_MESSAGES.username })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{1,38}[A-Za-z0-9_]$/, FIELD_MESSAGES.username);
const token = z.string({ error: FIELD_MESSAGES.token }).min(1, FIELD_MESSAGES.token).max(200, FIELD_MESSAGES.token);

export const registerInput = z.object({ username, email, password });
export const guestInput = z.object({ isGuest: z.literal(true) });
export const loginInput = z.object({ email, password: z.string({ error: FIELD_MESSAGES.password }).min(1, FIELD_MESSAGES.password) });
export const forgotInput = z.object({ email });
export const resetInput = z.object({ token, password });
export const verifyInput = z.object({ token });
export const updateUserInput = z
  .object({
    email: email.optional(),
    username: username.optional(),
    password: password.optional(),
    currentPassword: z.string().max(1024).optional(),
  })
  .strict();

export type RegisterInput = z.infer<typeof registerInput>;
export type LoginInput = z.infer<typeof loginInput>;
export type UpdateUserInput = z.infer<typeof updateUserInput>;

/** Parses input with a schema, turning every failed field into the spec's message for that field. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "input");
    fields[field] ??= field in FIELD_MESSAGES ? FIELD_MESSAGES[field as keyof typeof FIELD_MESSAGES] : issue.message;
  }
  throw validationError(fields);
}
