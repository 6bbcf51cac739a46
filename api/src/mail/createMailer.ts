import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import type { Mailer } from "./mailer.js";
import { createOutboxMailer } from "./outboxMailer.js";
import { createSmtpMailer } from "./smtpMailer.js";

/** SMTP when configured, else the local outbox. */
export function createMailer(config: Config, log: Logger): Mailer {
  return config.mail.smtpUrl
    ? createSmtpMailer({ url: config.mail.smtpUrl, from: config.mail.from })
    : createOutboxMailer({ dir: config.mail.outboxDir, from: config.mail.from, log });
}
