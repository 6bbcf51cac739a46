// Field messages from spec part 1 section 5, word for word (the server answers with the same).
export const MESSAGES = {
  email: "Check your email and try again",
  password: "Your password must be at least 6 characters long",
  username: "Check your username and try again",
  mismatch: "Passwords do not match.",
  noToken: "No token provided.",
} as const;

export const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim());
export const isPassword = (v: string) => v.length >= 6;
export const isUsername = (v: string) => /^[A-Za-z0-9][A-Za-z0-9_.-]{1,38}[A-Za-z0-9_]$/.test(v.trim());
