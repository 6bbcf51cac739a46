import nodemailer from "nodemailer";
import type { Mailer, MailMessage } from "./mailer.js";

/** Delivers through any SMTP server given as smtp://user:pass@host:port (smtps:// for implicit TLS). */
export function createSmtpMailer(opts: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(opts.url);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({
        from: opts.from, to: message.to, subject: message.subject, text: message.text, html: message.html,
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}
