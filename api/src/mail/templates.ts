import type { MailMessage } from "./mailer.js";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function message(to: string, subject: string, intro: string, action: string, link: string, outro: string): MailMessage {
  const text = `${intro}\n\n${action}: ${link}\n\n${outro}\n`;
  const html = `<p>${escape(intro)}</p><p><a href="${escape(link)}">${escape(action)}</a></p><p>${escape(outro)}</p>`;
  return { to, subject, text, html, link };
}

/** The email-verification message; its link opens /pages/verify?token=… and is valid for one hour. */
export function verificationEmail(opts: { appName: string; to: string; link: string }): MailMessage {
  return message(
    opts.to,
    `Verify your email for ${opts.appName}`,
    `Please confirm that ${opts.to} is your email address.`,
    "Verify email",
    opts.link,
    "This link expires in one hour. If you did not sign up, ignore this message.",
  );
}

/** The password-reset message; its link opens /pages/reset?token=… and is valid for one hour. */
export function passwordResetEmail(opts: { appName: string; to: string; link: string }): MailMessage {
  return message(
    opts.to,
    `Reset your ${opts.appName} password`,
    "Someone asked to reset the password of your account.",
    "Choose a new password",
    opts.link,
    "This link expires in one hour. If it was not you, ignore this message; your password stays as it is.",
  );
}

/** An admin's gift of Pro (PATCH /admin/users/{id} giftProductId): what was given and until when. */
export function proGiftEmail(opts: { appName: string; to: string; productName: string; endDate: Date; link: string }): MailMessage {
  const until = opts.endDate.toISOString().slice(0, 10);
  return message(
    opts.to,
    `You have been given ${opts.appName} ${opts.productName}`,
    `Your account has ${opts.appName} ${opts.productName} until ${until} (UTC), with its higher limits.`,
    "See your plan",
    opts.link,
    "Nothing is charged, and nothing renews on its own: when it ends your account returns to its plan before.",
  );
}
