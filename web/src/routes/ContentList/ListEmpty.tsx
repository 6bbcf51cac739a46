import { Button, EmptyState, VStack } from "@chakra-ui/react";
import type { ListScope } from "../../features/content/listScope";

/** Spec part 1: item lists show an empty message when empty. */
export function ListEmpty({ scope, showRead, failing = false, onShowRead }: { scope: ListScope; showRead: boolean; failing?: boolean; onShowRead: () => void }) {
  const [title, description] = failing
    ? // Never "all caught up" for a feed that cannot be read: the banner above says why.
      ["Nothing to show", "No new articles can arrive until this feed can be read again."]
    : scope.kind === "readLater"
      ? ["Nothing saved for later", "Use the bookmark on any article to keep it here."]
      : scope.kind === "articles"
        ? ["No articles yet", "Articles from the feeds you follow will appear here."]
        : scope.kind === "all" && showRead
          ? ["No articles yet", "Subscribe to feeds to see their newest articles here."]
          : showRead
            ? ["No articles here yet", "New articles appear as soon as the feed publishes them."]
            : ["You're all caught up", "There are no unread articles here."];
  return (
    <EmptyState.Root data-testid="list-empty">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        {!showRead && scope.kind !== "articles" && (
          <Button variant="outline" size="sm" onClick={onShowRead}>
            Show read articles
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
