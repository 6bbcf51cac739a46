import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../logger.js";
import type { Mailer, MailMessage } from "./mailer.js";

/**
 * The embedded default when no SMTP server is configured: each message becomes an .eml-like file under
 * data/outbox and one log line carries its link, so sign-up and reset work on a fresh machine.
 */
export function createOutboxMailer(opts: { dir: string; from: string; log: Logger }): Mailer {
  return {
    async send(message: MailMessage) {
      await mkdir(opts.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(opts.dir, `${stamp}-${message.to.replace(/[^a-z0-9@._-]/gi, "_")}.eml`);
      const body = [`From: ${opts.from}`, `To: ${message.to}`, `Subject: ${message.subject}`, "", message.text].join("\n");
      await writeFile(file, body, "utf8");
      opts.log.info({ to: message.to, subject: message.subject, link: message.link, file }, "mail written to outbox");
    },
    async close() {},
  };
}
