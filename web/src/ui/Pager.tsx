import { Button, HStack, Text } from "@chakra-ui/react";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";

/**
 * Previous / next for a numbered table page. With `pageCount` it says "Page 2 of 9"; without (a table that
 * does not count its rows) just the page and whether there is a next one.
 */
export function Pager(props: { page: number; pageCount?: number; hasNextPage: boolean; onPage: (page: number) => void; label: string }) {
  if (props.page === 1 && !props.hasNextPage) return null;
  return (
    <HStack as="nav" aria-label={props.label} justify="space-between" gap="3">
      <Button size="sm" variant="outline" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
        <ChevronLeftIcon aria-hidden /> Previous
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {props.pageCount ? `Page ${props.page} of ${props.pageCount}` : `Page ${props.page}`}
      </Text>
      <Button size="sm" variant="outline" disabled={!props.hasNextPage} onClick={() => props.onPage(props.page + 1)}>
        Next <ChevronRightIcon aria-hidden />
      </Button>
    </HStack>
  );
}
