import { Box, Button, Spinner } from "@chakra-ui/react";
import { Children, useEffect, useRef, type ReactNode } from "react";

/**
 * A list that loads its next page before the reader reaches its end (spec part 2 section 9's page-load
 * thresholds): once the row `threshold` rows from the end scrolls into view (inside any scrolling dialog), it
 * asks for more. A Show more button at the end does the same for anyone who would rather not scroll.
 */
export function ThresholdList(props: {
  label: string;
  threshold: number;
  hasNext: boolean;
  loading: boolean;
  onLoadMore: () => void;
  children: ReactNode;
}) {
  const rows = Children.toArray(props.children);
  const trigger = useRef<HTMLLIElement | null>(null);
  const triggerAt = Math.max(0, rows.length - props.threshold);
  const { hasNext, loading, onLoadMore } = props;

  useEffect(() => {
    const el = trigger.current;
    if (!el || !hasNext || loading) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onLoadMore();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNext, loading, onLoadMore, triggerAt, rows.length]);

  return (
    <Box>
      <Box as="ul" aria-label={props.label} listStyleType="none" m="0" p="0">
        {rows.map((row, i) => (
          <Box as="li" key={(row as { key?: string | null }).key ?? i} ref={i === triggerAt ? trigger : undefined} borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
            {row}
          </Box>
        ))}
      </Box>
      {props.hasNext && (
        <Box textAlign="center" pt="2">
          {props.loading ? (
            <Spinner size="sm" color="fg.muted" aria-label="Loading more" />
          ) : (
            <Button size="xs" variant="ghost" onClick={props.onLoadMore}>
              Show more
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
