import { Button, HStack, Text } from "@chakra-ui/react";
import { BookOpenIcon } from "../../ui/icons";

/** Where a full article came from, for the bar: the site's name, else its host. */
export function articleSource(article: { url: string; siteName?: string | null | undefined }): string {
  if (article.siteName) return article.siteName;
  try {
    return new URL(article.url).hostname.replace(/^www\./, "");
  } catch {
    return "the site";
  }
}

export interface FullArticleBarProps {
  /** The article on hand (stored, or loaded for this visit), or null. */
  article: { url: string; siteName?: string | null | undefined } | null;
  /** Loaded for this visit only: the site asks not to keep copies. */
  notKept: boolean;
  /** The reader is looking at the feed's own text although an article is on hand. */
  showingFeedText: boolean;
  onToggle: () => void;
  /** Null: nothing to load (no link, or no signed-in reader). */
  onLoad: (() => void) | null;
  loading: boolean;
  /** QUEUED: the worker will fetch it soon. */
  queued: boolean;
  /** NOARCHIVE: the site asks not to keep copies, so it is loaded each time. */
  noarchive: boolean;
  /** Why this visit's try found no article (announced). */
  error: string | null;
  /** Why the worker's last try found no article. */
  lastError: string | null;
}

/**
 * Above an item's body (issue 20 section 2): with a full article, where it is from and a button back to the feed's
 * text (and forth again); without one, "Load full article", with why the last try failed. Plain buttons, so they
 * sit in the keyboard order right after the toolbar; the outcome is announced politely.
 */
export function FullArticleBar(props: FullArticleBarProps) {
  const { article } = props;
  if (!article && !props.onLoad) return null;
  return (
    <HStack gap="3" flexWrap="wrap" data-testid="full-article-bar" aria-live="polite">
      {article ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            {props.showingFeedText ? "Showing the feed's text." : `Full article from ${articleSource(article)}.`}
            {props.notKept && !props.showingFeedText && " The site asks readers not to keep copies, so it is loaded for this visit only."}
          </Text>
          <Button size="xs" variant="outline" onClick={props.onToggle}>
            <BookOpenIcon />
            {props.showingFeedText ? "Show full article" : "Show the feed's text"}
          </Button>
        </>
      ) : (
        <>
          <Button size="sm" variant="outline" onClick={props.onLoad ?? undefined} loading={props.loading} loadingText="Loading full article…">
            <BookOpenIcon />
            Load full article
          </Button>
          {props.error ? (
            <Text fontSize="sm" color="fg.error" role="alert">
              {props.error}
            </Text>
          ) : props.queued ? (
            <Text fontSize="sm" color="fg.muted">
              Rivulet is fetching the full article.
            </Text>
          ) : props.noarchive ? (
            <Text fontSize="sm" color="fg.muted">
              The site asks readers not to keep copies: the article is loaded each time you ask.
            </Text>
          ) : props.lastError ? (
            <Text fontSize="sm" color="fg.muted">
              Last try: {props.lastError}
            </Text>
          ) : null}
        </>
      )}
    </HStack>
  );
}
