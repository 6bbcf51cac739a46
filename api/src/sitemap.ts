/**
 * /sitemap.xml (linked from the footer, spec part 1 section 2.2). The sitemap protocol wants absolute URLs in
 * `<loc>`, and the site's address is configuration (PUBLIC_URL), so the API writes it rather than the web
 * build shipping a static file with relative paths.
 */

/** The public pages worth indexing: discovery, feeds and the static pages (everything else needs an account). */
export const SITEMAP_PATHS = [
  "/",
  "/feeds",
  "/pages/about",
  "/pages/help",
  "/pages/privacy-policy",
  "/pages/terms-of-service",
  "/pages/register",
  "/pages/login",
] as const;

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/** The sitemap document for a site at `publicUrl` (no trailing slash; config strips it). */
export function renderSitemap(publicUrl: string): string {
  const urls = SITEMAP_PATHS.map((p) => `  <url><loc>${escapeXml(new URL(`${publicUrl}${p}`).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** GET or HEAD /sitemap.xml. */
export function handleSitemap(publicUrl: string, method: string): Response {
  const body = renderSitemap(publicUrl);
  return new Response(method === "HEAD" ? null : body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600", "x-content-type-options": "nosniff" },
  });
}
