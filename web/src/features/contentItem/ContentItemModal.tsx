import { Center, Dialog, Portal, Spinner } from "@chakra-ui/react";
import { Suspense, useDeferredValue, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { ContentItemModalQuery } from "../../__generated__/ContentItemModalQuery.graphql";
import { ContentItemView } from "./ContentItemView";
import { ItemErrorBoundary, ItemNotFound } from "./ItemLoadError";

const query = graphql`
  query ContentItemModalQuery($id: ID!) {
    viewer {
      id
    }
    node(id: $id) {
      ...ContentItemView_item @alias(as: "item")
    }
  }
`;

export interface ContentItemModalProps {
  /** The item's Relay id (toGlobalId("ContentItem", rawId)). */
  itemId: string;
  onClose(): void;
  onPrev?(): void;
  onNext?(): void;
  extraActions?: ReactNode;
}

/**
 * The item detail over a list (spec part 2 section 2: "in non-list layouts the selected item opens in a modal
 * with previous and next buttons"). Full screen below the md breakpoint, a large dialog above, with the body
 * scrolling inside. Escape closes (the dialog's own); ←/k, →/j and y are ContentItemView's. Moving to another
 * item keeps the current one on screen until the next has loaded (a deferred id), then scrolls to the top.
 */
export function ContentItemModal(props: ContentItemModalProps) {
  const itemId = useDeferredValue(props.itemId);
  const [fetchKey, setFetchKey] = useState(0);
  const bodyRef = useRef<HTMLDivElement>(null);
  // The dialog is named by the article's own heading (no second, hidden title for screen readers to meet).
  const headingId = useId();
  useEffect(() => {
    bodyRef.current?.scrollTo({ top: 0 });
  }, [itemId]);

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && props.onClose()} size={{ mdDown: "full", md: "lg" }} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop backdropFilter="blur(4px)" />
        <Dialog.Positioner>
          <Dialog.Content aria-labelledby={headingId} aria-label="Content item" aria-busy={itemId !== props.itemId} data-testid="content-item-modal">
            <Dialog.Body ref={bodyRef} pt="2" pb="8" px={{ base: "4", md: "6" }}>
              <ItemErrorBoundary key={itemId} onRetry={() => setFetchKey((k) => k + 1)}>
                <Suspense
                  fallback={
                    <Center minH="40vh">
                      <Spinner size="lg" color="brand.solid" aria-label="Loading the item" />
                    </Center>
                  }
                >
                  <ModalItem {...props} itemId={itemId} fetchKey={fetchKey} headingId={headingId} />
                </Suspense>
              </ItemErrorBoundary>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ModalItem(props: ContentItemModalProps & { fetchKey: number; headingId: string }) {
  const data = useLazyLoadQuery<ContentItemModalQuery>(query, { id: props.itemId }, { fetchPolicy: "store-or-network", fetchKey: props.fetchKey });
  const item = data.node?.item;
  if (!item) return <ItemNotFound />;
  return (
    <ContentItemView
      item={item}
      viewerId={data.viewer?.id ?? null}
      variant="modal"
      headingId={props.headingId}
      onClose={props.onClose}
      onPrev={props.onPrev}
      onNext={props.onNext}
      extraActions={props.extraActions}
    />
  );
}
