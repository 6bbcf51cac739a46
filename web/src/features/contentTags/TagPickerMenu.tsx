import { Box, Button, Checkbox, HStack, Input, Popover, Portal, Spinner, Stack, Text } from "@chakra-ui/react";
import { Suspense, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay";
import type { TagPickerMenuQuery } from "../../__generated__/TagPickerMenuQuery.graphql";
import type { TagPickerMenu_item$key } from "../../__generated__/TagPickerMenu_item.graphql";
import { notifyUserError } from "../../ui/errorToast";
import { PlusIcon, TagIcon } from "../../ui/icons";
import { PlainIconButton } from "../../ui/PlainIconButton";
import { useContentTagMutations } from "./contentTagMutations";
import { truncateTagLabel } from "./truncateTagLabel";
import { CONTENT_UPDATE_FAILED } from "../content/readState";

// The viewer's tags. The drawer's fragment (loaded with the page) selects all of these fields, so
// store-or-network answers from the store at once; a tag created here comes back in the mutation's viewer.
const tagsQuery = graphql`
  query TagPickerMenuQuery {
    viewer {
      contentItemTags {
        id
        name
        isSystem
      }
    }
  }
`;

/** Names that differ only in case or punctuation are the same tag to the server (it compares name keys). */
function sameTagName(a: string, b: string): boolean {
  const key = (s: string) => s.toLowerCase().normalize("NFKC").replace(/[^\p{L}\p{N}]+/gu, "");
  return key(a) === key(b);
}

/**
 * The tag button on an item: a popover listing the viewer's tags with a checkbox each (ticking tags the item
 * at once, optimistically), and a search box that filters them and, for a new name, offers to create the
 * tag and tag the item with it. Arrow keys walk the list; Escape closes. Limits (MAX_CONTENT_ITEM_TAGS_REACHED,
 * MAX_CONTENT_ITEMS_TAGGED_REACHED) toast with the upgrade link.
 */
export function TagPickerMenu(props: { item: TagPickerMenu_item$key; size?: "xs" | "sm" | "md" }) {
  const item = useFragment(
    graphql`
      fragment TagPickerMenu_item on ContentItem {
        id
        title
        contentItemTags {
          id
        }
      }
    `,
    props.item,
  );
  const [open, setOpen] = useState(false);
  // A list draws this button on every row: the popover machinery mounts on the first click only.
  const [armed, setArmed] = useState(false);
  const searchRef = useRef<HTMLInputElement | null>(null);
  const taggedIds = useMemo(() => new Set(item.contentItemTags.map((t) => t.id)), [item.contentItemTags]);
  const count = taggedIds.size;
  // A plain button (ui/PlainIconButton): every list row draws one.
  const button = (
    <PlainIconButton
      aria-label={item.title ? `Tags for ${item.title}` : "Tags"}
      title="Tags"
      size={props.size ?? "sm"}
      color={count > 0 ? "brand.fg" : "fg.muted"}
      hoverColor={count > 0 ? "brand.fg" : "fg"}
      // Lists open an item on a click anywhere in its row: this click is the button's alone.
      onClick={(e) => {
        e.stopPropagation();
        if (!armed) {
          setArmed(true);
          setOpen(true);
        }
      }}
    >
      <TagIcon />
    </PlainIconButton>
  );
  if (!armed) return button;

  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      lazyMount
      unmountOnExit
      initialFocusEl={() => searchRef.current}
      positioning={{ placement: "bottom-end" }}
    >
      <Popover.Trigger asChild>
        {button}
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            aria-label={item.title ? `Tags for ${item.title}` : "Tags"}
            w="72"
            maxW="calc(100vw - 1rem)"
            // The popover is portalled, but React still bubbles its events to the item row: a click, press or
            // key here must not open the item, start a swipe or long press, or move the list's selection.
            onClick={(e) => e.stopPropagation()}
            onPointerDown={(e) => e.stopPropagation()}
            // The list's own keys (arrows, letters) must not reach the page's shortcuts; Escape and Tab still
            // reach the popover, which closes or moves focus with them.
            onKeyDown={(e) => e.key !== "Escape" && e.key !== "Tab" && e.stopPropagation()}
          >
            <Popover.Body p="2">
              <Suspense
                fallback={
                  <HStack p="2" gap="2" color="fg.muted" fontSize="sm" role="status">
                    <Spinner size="xs" />
                    <Text>Loading tags…</Text>
                  </HStack>
                }
              >
                <TagPickerList itemId={item.id} taggedIds={taggedIds} searchRef={searchRef} />
              </Suspense>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function TagPickerList(props: { itemId: string; taggedIds: ReadonlySet<string>; searchRef: RefObject<HTMLInputElement | null> }) {
  const data = useLazyLoadQuery<TagPickerMenuQuery>(tagsQuery, {}, { fetchPolicy: "store-or-network" });
  const tags = data.viewer?.contentItemTags ?? [];
  const mutations = useContentTagMutations();
  const [search, setSearch] = useState("");
  const [creating, setCreating] = useState(false);
  const listRef = useRef<HTMLDivElement | null>(null);

  const query = search.trim();
  const shown = query ? tags.filter((t) => t.name.toLowerCase().includes(query.toLowerCase())) : tags;
  const exact = query ? tags.find((t) => sameTagName(t.name, query)) : undefined;

  const toggle = async (tagId: string, tagged: boolean) => {
    const r = await mutations.setTagged(props.itemId, { id: tagId }, tagged);
    if (!r.ok) notifyUserError(r.error, CONTENT_UPDATE_FAILED);
  };

  const create = async () => {
    if (!query || creating) return;
    setCreating(true);
    const r = await mutations.create(query);
    setCreating(false);
    if (!r.ok || !r.value) return notifyUserError(r.ok ? null : r.error);
    setSearch("");
    props.searchRef.current?.focus();
    await toggle(r.value.id, true);
  };

  // Up/Down walk the search box and the entries below it, as in a menu.
  const entries = () => [props.searchRef.current, ...(listRef.current?.querySelectorAll<HTMLElement>("[data-picker-entry]") ?? [])].filter(Boolean) as HTMLElement[];
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next = all[Math.min(all.length - 1, Math.max(0, at + (e.key === "ArrowDown" ? 1 : -1)))];
    if (next) {
      e.preventDefault();
      next.focus();
    }
  };

  return (
    <Stack gap="1" onKeyDown={onKeyDown}>
      <Input
        ref={props.searchRef}
        size="sm"
        aria-label="Search or create a tag"
        placeholder="Search or create a tag"
        autoComplete="off"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          // Enter ticks (or unticks) the tag the name matches, else creates it.
          e.preventDefault();
          if (exact) void toggle(exact.id, !props.taggedIds.has(exact.id));
          else void create();
        }}
      />
      <Box ref={listRef} role="group" aria-label="Tags" maxH="64" overflowY="auto" py="1">
        {shown.map((t) => {
          const checked = props.taggedIds.has(t.id);
          return (
            <Checkbox.Root
              key={t.id}
              size="sm"
              colorPalette="brand"
              checked={checked}
              onCheckedChange={(e) => void toggle(t.id, e.checked === true)}
              display="flex"
              w="full"
              px="2"
              py="1.5"
              rounded="sm"
              cursor="pointer"
              _hover={{ bg: "bg.muted" }}
              _focusWithin={{ bg: "bg.muted" }}
              title={t.name}
            >
              <Checkbox.HiddenInput data-picker-entry="" aria-label={t.name} />
              <Checkbox.Control />
              <Checkbox.Label flex="1" minW="0" fontWeight="normal">
                {truncateTagLabel(t.name, "large")}
                {t.isSystem && (
                  <Text as="span" color="fg.muted" fontSize="xs" ms="1.5">
                    built-in
                  </Text>
                )}
              </Checkbox.Label>
            </Checkbox.Root>
          );
        })}
        {query && !exact && (
          <Button
            data-picker-entry=""
            variant="ghost"
            size="sm"
            w="full"
            justifyContent="flex-start"
            px="2"
            fontWeight="normal"
            loading={creating}
            onClick={() => void create()}
          >
            <PlusIcon />
            <Text as="span" truncate>
              New tag “{truncateTagLabel(query, "large")}”
            </Text>
          </Button>
        )}
        {!query && tags.length <= 1 && (
          <Text px="2" py="1.5" fontSize="xs" color="fg.muted">
            Type a name above to create a new tag.
          </Text>
        )}
      </Box>
    </Stack>
  );
}
