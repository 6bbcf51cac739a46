/** An outgoing email. Both text and html are always given so every client renders something. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one action link in the message (verification, reset); the outbox logs it for self-hosters. */
  link?: string;
  /** A fixed Message-ID (`<…@host>`): a message sent again after a crash is the same message to mail clients. */
  messageId?: string;
}

/** Sends mail. Implementations: SMTP (nodemailer) when SMTP_URL is set, else a local outbox folder. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
