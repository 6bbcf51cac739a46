import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Component, type ReactNode } from "react";

/** Spec part 1 section 8: fetching the content item failed / it does not exist. */
export const ITEM_FETCH_FAILED = "An unknown error occurred while fetching the content item.";
export const ITEM_NOT_FOUND = "Content Item Not Found";

/** What the page and the modal show for a failed fetch: the spec's message and a way to try again. */
export function ItemFetchFailed(props: { onRetry?: () => void }) {
  return (
    <Stack align="center" justify="center" textAlign="center" minH="40vh" gap="4" role="alert">
      <Text fontSize="lg">{ITEM_FETCH_FAILED}</Text>
      <Button variant="outline" onClick={props.onRetry ?? (() => window.location.reload())}>
        Try again
      </Button>
    </Stack>
  );
}

/** A missing item (a deleted one, a mistyped link). */
export function ItemNotFound(props: { action?: ReactNode }) {
  return (
    <Stack align="center" justify="center" textAlign="center" minH="40vh" gap="4">
      <Heading as="h1" size="2xl">
        {ITEM_NOT_FOUND}
      </Heading>
      <Text color="fg.muted">It may have been removed from its feed.</Text>
      {props.action}
    </Stack>
  );
}

/**
 * Catches a failed item query under it (useLazyLoadQuery throws the network error while rendering) and shows
 * ItemFetchFailed. Try again calls `onRetry` (the caller bumps its fetchKey) and renders the children anew.
 * Give it `key={itemId}` so moving to another item starts clean.
 */
export class ItemErrorBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <ItemFetchFailed
          onRetry={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        />
      );
    }
    return this.props.children;
  }
}
