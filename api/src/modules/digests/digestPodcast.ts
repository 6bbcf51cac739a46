import type { Config } from "../../config.js";
import type { Digest, ScheduledDigest } from "../../generated/prisma/client.js";
import { fileUrl } from "./digests.present.js";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/** hh:mm:ss, as itunes:duration wants it. */
function clock(seconds: number): string {
  const s = Math.round(seconds);
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, "0")).join(":");
}

/**
 * A series' private podcast feed (beyond the spec): RSS 2.0 with iTunes tags, one episode per completed digest with
 * audio, its enclosure a signed URL, so any podcast app that is given the feed's link receives each new episode.
 * Marked itunes:block so directories never list it.
 */
export function podcastXml(opts: { config: Config; series: ScheduledDigest; episodes: Array<{ digest: Digest; bytes: number }> }): string {
  const { config, series } = opts;
  const base = config.publicUrl;
  const link = `${base}/digests/series/${series.id}`;
  const items = opts.episodes.map(({ digest: d, bytes }) => {
    const date = (d.publishedAt ?? d.createdAt).toUTCString();
    return `<item><title>${esc(d.name)}</title><guid isPermaLink="false">${d.id}</guid><link>${esc(`${base}/digests/${d.id}`)}</link><pubDate>${date}</pubDate>` +
      `<enclosure url="${esc(fileUrl(d, series.feedKey, "audio", base))}" length="${bytes}" type="audio/mpeg"/>` +
      `<itunes:duration>${clock(d.audioDurationSeconds ?? 0)}</itunes:duration><itunes:explicit>false</itunes:explicit></item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">` +
    `<channel><title>${esc(series.name)}</title><link>${esc(link)}</link><description>${esc(`${series.name}: audio digests from ${config.appName}`)}</description>` +
    `<language>en</language><itunes:author>${esc(config.appName)}</itunes:author><itunes:block>Yes</itunes:block><itunes:explicit>false</itunes:explicit>` +
    `<itunes:category text="News"/>${items.join("")}</channel></rss>\n`;
}
