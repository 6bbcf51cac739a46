import type { Config } from "../../config.js";
import type { Digest, ScheduledDigest } from "../../generated/prisma/client.js";
import type { MailMessage } from "../../mail/mailer.js";
import type { SourceItem } from "./generation/sourceText.js";
import type { SummaryItem } from "./generation/textSummary.js";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The email on generation: the text summary with each item's source links, and a link to the digest (its audio and
 * video play there). A digest without text lists its sources' titles. The Message-ID is the digest's.
 */
export function digestEmail(opts: { config: Config; to: string; digest: Digest; series: ScheduledDigest; items: SummaryItem[]; sources: SourceItem[] }): MailMessage {
  const { config, digest } = opts;
  const link = `${config.publicUrl}/digests/${digest.id}`;
  const byId = new Map(opts.sources.map((s) => [s.id, s]));
  const entries = opts.items.length
    ? opts.items.map((i) => ({ title: i.title, summary: i.summary, links: i.sourceIds.flatMap((id) => (byId.get(id)?.link ? [{ title: byId.get(id)!.title || "Source", url: byId.get(id)!.link! }] : [])) }))
    : opts.sources.map((s) => ({ title: s.title, summary: "", links: s.link ? [{ title: "Read", url: s.link }] : [] }));
  const text = [
    `${digest.name}`,
    "",
    ...entries.flatMap((e) => [e.title, e.summary, ...e.links.map((l) => `  ${l.title}: ${l.url}`), ""].filter((l, i) => i !== 1 || l)),
    `Open the digest: ${link}`,
    `Change or turn off these emails in the series' properties: ${config.publicUrl}/digests/series/${opts.series.id}/properties`,
  ].join("\n");
  const html =
    `<h2>${escape(digest.name)}</h2>` +
    entries
      .map((e) => `<h3>${escape(e.title)}</h3>${e.summary ? `<p>${escape(e.summary)}</p>` : ""}${e.links.length ? `<p>${e.links.map((l) => `<a href="${escape(l.url)}">${escape(l.title)}</a>`).join(" · ")}</p>` : ""}`)
      .join("") +
    `<p><a href="${escape(link)}">Open the digest</a></p>` +
    `<p style="color:#666">Sent by your ${escape(config.appName)} digest ${escape(opts.series.name)}. <a href="${escape(`${config.publicUrl}/digests/series/${opts.series.id}/properties`)}">Change or turn off these emails</a>.</p>`;
  const host = new URL(config.publicUrl).host;
  return { to: opts.to, subject: `${config.appName}: ${digest.name}`, text: `${text}\n`, html, link, messageId: `<digest-${digest.id}@${host}>` };
}
