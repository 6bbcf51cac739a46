import type { MailMessage } from "../../mail/mailer.js";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text of stored (sanitised) HTML, for an email's preview line: tags dropped, common entities read, cut short. */
function textOf(html: string | null, max = 400): string {
  if (!html) return "";
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Where the user manages an action (the properties modal of its subscription, folder or tag), and what to call that scope. */
export interface ActionScopeLink {
  name: string;
  url: string;
}

/** A send_email clause's message: one item, with a link to it and to the action that sent it. */
export function itemEmail(opts: {
  appName: string;
  to: string;
  deliveryId: string;
  host: string;
  item: { title: string | null; link: string | null; description: string | null };
  feedTitle: string | null;
  scope: ActionScopeLink;
}): MailMessage {
  const title = opts.item.title?.trim() || "Untitled item";
  const from = opts.feedTitle ? ` (${opts.feedTitle})` : "";
  const preview = textOf(opts.item.description);
  const footer = `Sent by your ${opts.appName} action on ${opts.scope.name}. Change or turn it off: ${opts.scope.url}`;
  const text = `${[`${title}${from}`, opts.item.link, preview].filter(Boolean).join("\n")}\n\n${footer}\n`;
  const html =
    `<p><strong>${opts.item.link ? `<a href="${escape(opts.item.link)}">${escape(title)}</a>` : escape(title)}</strong>${escape(from)}</p>` +
    (preview ? `<p>${escape(preview)}</p>` : "") +
    `<p style="color:#666">Sent by your ${escape(opts.appName)} action on ${escape(opts.scope.name)}. <a href="${escape(opts.scope.url)}">Change or turn it off</a>.</p>`;
  return { to: opts.to, subject: `${title}${from}`, text, html, messageId: `<${opts.deliveryId}@${opts.host}>`, link: opts.item.link ?? undefined };
}

/** Tells the owner that an action failed and was turned off (spec part 2 section 4), with the reason. */
export function actionFailedEmail(opts: { appName: string; to: string; message: string; scope: ActionScopeLink }): MailMessage {
  const intro = `Your action on ${opts.scope.name} failed and has been turned off.`;
  const fix = "Check it, then turn it back on";
  const text = `${intro}\n\nWhy: ${opts.message}\n\n${fix}: ${opts.scope.url}\n`;
  const html = `<p>${escape(intro)}</p><p>Why: ${escape(opts.message)}</p><p><a href="${escape(opts.scope.url)}">${escape(fix)}</a></p>`;
  return { to: opts.to, subject: `${opts.appName}: your action on ${opts.scope.name} was turned off`, text, html, link: opts.scope.url };
}
