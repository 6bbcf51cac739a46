import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pino } from "pino";
import { createOutboxMailer } from "./outboxMailer.js";
import { verificationEmail } from "./templates.js";

describe("outbox mailer (the embedded default without SMTP)", () => {
  it("writes each message to a file and logs its link", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "rivulet-outbox-"));
    const lines: string[] = [];
    const log = pino({ level: "info" }, { write: (l: string) => void lines.push(l) });
    const mailer = createOutboxMailer({ dir: path.join(dir, "outbox"), from: "Rivulet <a@b.c>", log });
    const link = "http://localhost:8080/pages/verify?token=abc";
    await mailer.send(verificationEmail({ appName: "Rivulet", to: "reader@example.com", link }));
    const files = readdirSync(path.join(dir, "outbox"));
    expect(files).toHaveLength(1);
    const body = readFileSync(path.join(dir, "outbox", files[0]!), "utf8");
    expect(body).toContain("To: reader@example.com");
    expect(body).toContain(link);
    expect(JSON.parse(lines[0]!)).toMatchObject({ to: "reader@example.com", link, msg: "mail written to outbox" });
  });
});
