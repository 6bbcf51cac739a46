import { Button, Skeleton, Stack } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { ContentItemBody_item$key } from "../../__generated__/ContentItemBody_item.graphql";
import { ExternalLinkIcon } from "../../ui/icons";
import { ArticleProse } from "./ArticleProse";
import { FullArticleBar } from "./FullArticleBar";
import { showHero } from "./itemDetails";
import { FallbackImage } from "./placeholderImage";
import { sanitizeHtml } from "./sanitizeHtml";
import { useEncodedContent } from "./useEncodedContent";
import { useLoadFullArticle, type ShownArticle } from "./loadFullArticle";

/**
 * The article itself (spec part 2 section 2): the hero image, then the encoded HTML body, or the description
 * when there is none, and a Visit Site button when there is no encoded body. A body left out of the item is
 * fetched from its encoded-content address. A full article (issue 20 section 2: stored for a subscription that
 * fetches them, or loaded with "Load full article") takes the body's place, with a way back to the feed's text.
 * Give it `key={item id}`: what this visit loaded belongs to one item.
 */
export function ContentItemBody(props: { item: ContentItemBody_item$key; signedIn: boolean }) {
  const item = useFragment(
    graphql`
      fragment ContentItemBody_item on ContentItem {
        id
        link
        description
        jesterImageUrl
        jesterContentEncoded
        jesterContentEncodedUrl
        fullArticleStatus
        fullArticleError
        fullArticle {
          html
          url
          siteName
        }
      }
    `,
    props.item,
  );
  const loadFullArticle = useLoadFullArticle();
  const [shown, setShown] = useState<ShownArticle | null>(null);
  const [showingFeedText, setShowingFeedText] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const stored = item.fullArticle;
  const article: ShownArticle | null = shown ?? (stored ? { html: stored.html, url: stored.url, siteName: stored.siteName } : null);
  const load = async () => {
    setLoading(true);
    setLoadError(null);
    const r = await loadFullArticle(item.id);
    setLoading(false);
    if (!r.ok) return setLoadError(r.error.message ?? null);
    setShown(r.value);
    setShowingFeedText(false);
  };
  const inline = item.jesterContentEncoded?.trim() ? item.jesterContentEncoded : null;
  const fetched = useEncodedContent(inline ? null : item.jesterContentEncodedUrl, item.link);
  const fetchedHtml = fetched.status === "loaded" && fetched.html.trim() ? fetched.html : null;
  // The inline body was sanitised by the server; a fetched one by useEncodedContent. The description is
  // sanitised at ingest too, and is cleaned again here because it is cheap and it is rendered as HTML.
  const description = useMemo(() => (item.description ? sanitizeHtml(item.description, item.link ?? undefined) : ""), [item.description, item.link]);
  const feedBody = inline ?? fetchedHtml;
  const fullHtml = article && !showingFeedText ? article.html : null;
  const body = fullHtml ?? feedBody;

  return (
    <Stack gap="5">
      <FullArticleBar
        article={article}
        notKept={Boolean(shown)}
        showingFeedText={showingFeedText}
        onToggle={() => setShowingFeedText((v) => !v)}
        onLoad={props.signedIn && item.link ? () => void load() : null}
        loading={loading}
        queued={item.fullArticleStatus === "QUEUED"}
        noarchive={item.fullArticleStatus === "NOARCHIVE"}
        error={loadError}
        lastError={item.fullArticleError ?? null}
      />
      {showHero(item.jesterImageUrl, body) && item.jesterImageUrl && (
        <FallbackImage
          src={item.jesterImageUrl}
          alt=""
          w="100%"
          maxH="28rem"
          objectFit="cover"
          rounded="lg"
          bg="bg.subtle"
          // A failed hero keeps its place as a placeholder, but a low one: it is no picture worth a screenful.
          css={{ "&[data-placeholder]": { maxHeight: "12rem" } }}
          data-testid="item-hero"
        />
      )}
      {fullHtml ? (
        <ArticleProse html={fullHtml} testId="item-full-article" />
      ) : body ? (
        <ArticleProse html={body} testId="item-body" />
      ) : fetched.status === "loading" ? (
        <Stack gap="3" aria-busy="true" aria-label="Loading the article">
          <Skeleton height="1em" />
          <Skeleton height="1em" />
          <Skeleton height="1em" width="70%" />
        </Stack>
      ) : (
        <>
          {description && <ArticleProse html={description} testId="item-description" />}
          {item.link && (
            <Button asChild colorPalette="brand" alignSelf="flex-start">
              <a href={item.link} target="_blank" rel="noopener noreferrer" data-testid="item-visit-site">
                Visit Site
                <ExternalLinkIcon />
              </a>
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
