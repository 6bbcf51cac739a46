import { Box, Button, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { ArticleProse } from "../../contentItem/ArticleProse";
import { ItemActions, ItemFrame, ItemImage, ItemMeta, ItemTitle, type ItemLayoutProps } from "./ItemParts";

export type { ItemLayoutProps };

/** list: one dense line per item (source, title, teaser, age); the selected item opens inline below it. */
export function ListItem(props: ItemLayoutProps) {
  const { view } = props;
  return (
    <ItemFrame props={props} className="group" borderBottomWidth="1px" borderColor="border.muted">
      <HStack gap={{ base: "2", sm: "3" }} px="3" h="11" minW="0">
        <HStack gap="1.5" w={{ base: "20", md: "40" }} flexShrink={0} minW="0" fontSize="sm" color="fg.muted">
          <ItemMetaSourceOnly view={view} />
        </HStack>
        <HStack gap="2" flex="1" minW="0">
          <Box minW="0" flexShrink={1}>
            <ItemTitle props={props} lines={1} size="sm" />
          </Box>
          <Text fontSize="read.sm" color="fg.subtle" truncate flex="1" minW="0" display={{ base: "none", lg: "block" }}>
            {view.snippet}
          </Text>
        </HStack>
        <ItemActions selected={props.selected} hideOnPhones>
          {props.actions}
        </ItemActions>
        <Text fontSize="xs" color="fg.muted" flexShrink={0} title={view.whenTitle} w={{ base: "8", sm: "14" }} textAlign="end">
          {view.when.replace(" ago", "")}
        </Text>
      </HStack>
      {props.expanded && (
        <Box px={{ base: "3", md: "12" }} pb="6" cursor="auto" onClick={(e) => e.stopPropagation()}>
          {props.expanded}
        </Box>
      )}
    </ItemFrame>
  );
}

function ItemMetaSourceOnly({ view }: { view: ItemLayoutProps["view"] }) {
  return (
    <Text truncate minW="0" fontWeight={view.isRead ? "normal" : "medium"}>
      {view.source}
    </Text>
  );
}

/** compact (default): title, two-line teaser and details, with a thumbnail on the right. */
export function CompactItem(props: ItemLayoutProps) {
  const { view } = props;
  return (
    <ItemFrame props={props} className="group" borderBottomWidth="1px" borderColor="border.muted" px="3" py="3">
      <HStack align="start" gap="4">
        <Stack gap="1" flex="1" minW="0">
          <ItemTitle props={props} />
          {view.snippet && (
            <Text fontSize="read.sm" lineHeight="read" color="fg.muted" lineClamp={2}>
              {view.snippet}
            </Text>
          )}
          <HStack justify="space-between" gap="2" minH="8">
            <ItemMeta view={view} />
            <ItemActions selected={props.selected}>{props.actions}</ItemActions>
          </HStack>
        </Stack>
        {view.imageUrl && <ItemImage src={view.imageUrl} w={{ base: "20", md: "28" }} h={{ base: "16", md: "20" }} />}
      </HStack>
    </ItemFrame>
  );
}

/** magazine: a large picture beside the title and a longer teaser. */
export function MagazineItem(props: ItemLayoutProps) {
  const { view } = props;
  return (
    <ItemFrame props={props} className="group" borderBottomWidth="1px" borderColor="border.muted" px="3" py="4">
      <Flex direction={{ base: "column", sm: "row" }} gap="4">
        {view.imageUrl && <ItemImage src={view.imageUrl} w={{ base: "full", sm: "56" }} h={{ base: "44", sm: "36" }} />}
        <Stack gap="1.5" flex="1" minW="0">
          <ItemTitle props={props} size="lg" />
          <ItemMeta view={view} />
          {view.snippet && (
            <Text fontSize="read.sm" lineHeight="read" color="fg.muted" lineClamp={3}>
              {view.snippet}
            </Text>
          )}
          <HStack justify="end" mt="auto">
            <ItemActions selected={props.selected}>{props.actions}</ItemActions>
          </HStack>
        </Stack>
      </Flex>
    </ItemFrame>
  );
}

/** cards / cards-large: a grid of cards, picture on top. */
export function CardItem(props: ItemLayoutProps & { large?: boolean }) {
  const { view, large } = props;
  return (
    <ItemFrame props={props} className="group" borderWidth="1px" borderColor="border" rounded="lg" bg="bg.panel" overflow="hidden" h="full">
      <Stack gap="0" h="full">
        <ItemImage src={view.imageUrl} rounded="none" w="full" aspectRatio={16 / 9} />
        <Stack gap="2" p="3" flex="1" minW="0">
          <ItemTitle props={props} lines={3} size={large ? "lg" : "md"} />
          {view.snippet && (
            <Text fontSize="read.sm" lineHeight="read" color="fg.muted" lineClamp={large ? 4 : 2}>
              {view.snippet}
            </Text>
          )}
          <Stack gap="1" mt="auto">
            <ItemMeta view={view} />
            <HStack justify="end">
              <ItemActions selected={props.selected}>{props.actions}</ItemActions>
            </HStack>
          </Stack>
        </Stack>
      </Stack>
    </ItemFrame>
  );
}

/** article: the whole article inline, one after another. */
export function ArticleItem(props: ItemLayoutProps) {
  const { view } = props;
  return (
    <ItemFrame props={props} className="group" borderBottomWidth="1px" borderColor="border" py="8" px="3" cursor="auto">
      <Stack gap="3" maxW="3xl" mx="auto">
        <ItemMeta view={view} />
        <ItemTitle props={props} lines={4} size="2xl" />
        {view.imageUrl && <ItemImage src={view.imageUrl} w="full" maxH="md" aspectRatio={16 / 9} />}
        {/* The item view's renderer: links open in a new tab, a broken image shows the placeholder. */}
        {view.bodyHtml ? <ArticleProse html={view.bodyHtml} /> : <Text color="fg.muted" fontSize="read.md" lineHeight="read">{view.snippet}</Text>}
        <HStack justify="space-between">
          {/* Always here: in this layout the title opens the item, so this is the one step to the source. */}
          {view.link ? (
            <Button asChild size="sm" variant="outline">
              <a href={view.link} target="_blank" rel="noopener noreferrer">
                Visit Site
              </a>
            </Button>
          ) : (
            <span />
          )}
          <ItemActions selected>{props.actions}</ItemActions>
        </HStack>
      </Stack>
    </ItemFrame>
  );
}
