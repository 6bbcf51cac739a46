/**
 * Custom CSS may not fetch anything: no url() other than data: images, no @import, no legacy script hooks.
 * The spec only shows a tooltip; we enforce it so a shared stylesheet cannot track readers. Dependency-free:
 * the web app imports this same file to check as the user types.
 */
export function findExternalCssReference(css: string): string | null {
  const stripped = css.replace(/\/\*[\s\S]*?\*\//g, "");
  if (/@import\b/i.test(stripped)) return "@import";
  for (const m of stripped.matchAll(/\b(url|image-set|image|src)\s*\(\s*(['"]?)([^'")]*)/gi)) {
    const fn = (m[1] ?? "").toLowerCase();
    const target = (m[3] ?? "").trim().replace(/\\/g, "");
    if (fn === "image-set" && !target) continue; // image-set(url(...)) is checked by its url()
    if (/^data:image\//i.test(target)) continue;
    if (fn === "url" || target) return `${fn}(${target.slice(0, 40)})`;
  }
  if (/expression\s*\(|behavior\s*:|-moz-binding|javascript:/i.test(stripped)) return "script";
  return null;
}
