/** An account's plan in words (accountSettings.tier), with a gift's end: "Pro until 26 Dec 2026". */
export function tierLabel(tier: string, premiumUntil: string | null | undefined): string {
  if (tier === "pro") {
    if (!premiumUntil || Date.parse(premiumUntil) <= Date.now()) return "Pro";
    return `Pro until ${new Date(premiumUntil).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" })}`;
  }
  return { guest: "Guest", freeVerified: "Free", freeUnverified: "Free, unverified" }[tier] ?? tier;
}
