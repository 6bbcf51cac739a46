import { Button, EmptyState, VStack } from "@chakra-ui/react";
import type { ListScope } from "../../features/content/listScope";
import { formatCount } from "../../ui/formatCount";

/**
 * Spec part 1: item lists show an empty message when empty. An empty unread list offers the read items it
 * hides ("Show N older articles", switching the read filter like the header does): a new subscription to a
 * quiet blog has every item older than its keep-unread window, so they arrive read and the list would
 * otherwise show nothing. With nothing hidden there is nothing to offer. A failing feed is never "all caught
 * up": the banner above says why nothing comes.
 */
export function ListEmpty({
  scope,
  showRead,
  hiddenReadCount,
  failing = false,
  onShowRead,
}: {
  scope: ListScope;
  showRead: boolean;
  hiddenReadCount: number | null;
  failing?: boolean;
  onShowRead: () => void;
}) {
  const [title, description] = failing
    ? ["Nothing to show", "No new articles can arrive until this feed can be read again."]
    : scope.kind === "readLater"
      ? ["Nothing saved for later", "Use the bookmark on any article to keep it here."]
      : scope.kind === "articles"
        ? ["No articles yet", "Articles from the feeds you follow will appear here."]
        : scope.kind === "topic"
          ? ["No articles about this topic yet", "Articles that mention it appear here as feeds publish them."]
        : scope.kind === "all" && showRead
          ? ["No articles yet", "Subscribe to feeds to see their newest articles here."]
          : showRead
            ? ["No articles here yet", "New articles appear as soon as the feed publishes them."]
            : ["You're all caught up", "There are no unread articles here."];
  const offer = !showRead && scope.kind !== "articles" && scope.kind !== "topic" && hiddenReadCount !== 0;
  return (
    <EmptyState.Root data-testid="list-empty">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        {offer && (
          <Button variant="outline" size="sm" onClick={onShowRead} data-testid="show-older">
            {hiddenReadCount === null
              ? "Show read articles"
              : `Show ${formatCount(hiddenReadCount)} older ${hiddenReadCount === 1 ? "article" : "articles"}`}
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

