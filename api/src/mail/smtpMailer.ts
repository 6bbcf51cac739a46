import type { Transporter } from "nodemailer";
import type { Mailer, MailMessage } from "./mailer.js";

/**
 * Delivers through any SMTP server given as smtp://user:pass@host:port (smtps:// for implicit TLS). nodemailer
 * (about a hundred modules) is loaded with the first message: the worker never sends mail, and an api sends little.
 */
export function createSmtpMailer(opts: { url: string; from: string }): Mailer {
  let transport: Promise<Transporter> | undefined;
  const open = () => (transport ??= import("nodemailer").then((m) => m.default.createTransport(opts.url)));
  return {
    async send(message: MailMessage) {
      await (await open()).sendMail({
        from: opts.from, to: message.to, subject: message.subject, text: message.text, html: message.html,
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
    },
    async close() {
      if (transport) (await transport).close();
    },
  };
}
