import { Card, HStack, Image, Link, Stack, Text } from "@chakra-ui/react";

/** A source item as GET /api_v1/digests/{id} answers it (the spec's content item, the fields shown here). */
export interface DigestSourceItem {
  id: string;
  title: string | null;
  link: string | null;
  creator: string | null;
  publishedAt: string | null;
  jesterImageUrl: string | null;
  feedId: string;
}

/** One source item's card: image, title (opening the item in the app) and where it came from. */
export function SourceCard(props: { item: DigestSourceItem; feedTitle?: string | undefined; highlighted?: boolean }) {
  const { item } = props;
  return (
    <Card.Root size="sm" variant="outline" borderColor={props.highlighted ? "brand.solid" : "border"} flexDirection="row" overflow="hidden">
      {item.jesterImageUrl && <Image src={item.jesterImageUrl} alt="" w="24" minH="20" objectFit="cover" flexShrink={0} />}
      <Card.Body gap="1" py="2">
        <Link href={`/content/${item.id}`} fontWeight="medium" lineClamp={2}>
          {item.title || "Untitled"}
        </Link>
        <Text fontSize="xs" color="fg.muted">
          {[props.feedTitle, item.creator, item.publishedAt && new Date(item.publishedAt).toLocaleDateString()].filter(Boolean).join(" · ")}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** The Sources list every tab of the digest page shows (spec part 3 section 2). */
export function DigestSources(props: { items: DigestSourceItem[]; feeds: Map<string, string> }) {
  if (!props.items.length) return null;
  return (
    <Stack gap="2" as="section" aria-label="Sources">
      <HStack>
        <Text fontWeight="semibold">Sources</Text>
        <Text color="fg.muted" fontSize="sm">
          {props.items.length}
        </Text>
      </HStack>
      {props.items.map((i) => (
        <SourceCard key={i.id} item={i} feedTitle={props.feeds.get(i.feedId)} />
      ))}
    </Stack>
  );
}
