import { Button, EmptyState, HStack, VStack } from "@chakra-ui/react";

/**
 * A search that found nothing: says so with the words searched, and offers the two ways out (read articles
 * too, when only unread ones were searched, and clearing the search).
 */
export function SearchEmpty(props: { search: string; unreadOnly: boolean; onShowRead: () => void; onClear: () => void }) {
  return (
    <EmptyState.Root data-testid="search-empty">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title wordBreak="break-word">No results for “{props.search}”</EmptyState.Title>
          <EmptyState.Description>
            {props.unreadOnly ? "Only unread articles were searched." : "Try other words, or fewer of them."}
          </EmptyState.Description>
        </VStack>
        <HStack gap="2" flexWrap="wrap" justify="center">
          {props.unreadOnly && (
            <Button variant="outline" size="sm" onClick={props.onShowRead}>
              Search read articles too
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={props.onClear}>
            Clear search
          </Button>
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
