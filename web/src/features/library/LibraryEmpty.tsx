import { EmptyState, VStack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LibraryIcon } from "../../ui/icons";

/** What a Library table says when it has no rows: nothing yet, or nothing matching the search and filters. */
export function LibraryEmpty(props: { title: string; description: ReactNode }) {
  return (
    <EmptyState.Root size="md" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="l3">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg">
          <LibraryIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title>{props.title}</EmptyState.Title>
          <EmptyState.Description color="fg.muted">{props.description}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
