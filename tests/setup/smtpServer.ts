import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded text body (quoted-printable undone). */
  text: string;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  messages: ReceivedMail[];
  /** Waits until a message matching `match` arrives (5 s at most) and returns it. */
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** The first http(s) link in the newest message to `to`. */
  linkFor(to: string, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Extracts subject and text/plain part from a raw RFC 5322 message as nodemailer writes it. */
function parse(raw: string): { subject: string; text: string } {
  const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "";
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  let part = raw.slice(raw.search(/\r?\n\r?\n/));
  if (boundary) {
    const parts = raw.split(`--${boundary}`);
    part = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? part;
  }
  const qp = /content-transfer-encoding:\s*quoted-printable/i.test(part);
  const b64 = /content-transfer-encoding:\s*base64/i.test(part);
  const body = part.slice(part.search(/\r?\n\r?\n/)).trim();
  const text = qp ? decodeQuotedPrintable(body) : b64 ? Buffer.from(body, "base64").toString("utf8") : body;
  return { subject, text };
}

/** A real SMTP server on 127.0.0.1 (npm smtp-server) that keeps every message it receives. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parse(raw),
        });
        for (const w of waiters) w();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  async function waitFor(match: (m: ReceivedMail) => boolean, timeoutMs = 5000): Promise<ReceivedMail> {
    const found = () => [...messages].reverse().find(match);
    const existing = found();
    if (existing) return existing;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching mail within ${timeoutMs} ms (received ${messages.length})`));
      }, timeoutMs);
      function check() {
        const m = found();
        if (m) {
          clearTimeout(timer);
          waiters.delete(check);
          resolve(m);
        }
      }
      waiters.add(check);
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    async linkFor(to, timeoutMs) {
      const mail = await waitFor((m) => m.to.includes(to.toLowerCase()), timeoutMs);
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
      if (!link) throw new Error(`mail to ${to} has no link: ${mail.text}`);
      return link;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
