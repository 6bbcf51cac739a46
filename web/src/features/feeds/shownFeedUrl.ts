/**
 * A feed's address as people read it. A website feed's Feed is the page's address made unique per website feed with
 * a `#rivulet-webfeed-{id}` fragment (api/src/modules/webfeeds: the fragment never reaches the site); shown, it is
 * the page's own address.
 */
export function shownFeedUrl(url: string): string {
  return url.replace(/#rivulet-webfeed-[0-9a-f-]+$/i, "");
}
