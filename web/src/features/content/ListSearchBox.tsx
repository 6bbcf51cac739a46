import { Box, CloseButton, Input, InputGroup, Spinner, Text } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigation } from "react-router";
import { parseSearch } from "../../../../api/src/modules/content/searchQuery";
import { isInOverlay, isTyping } from "../../routes/MainLayout/useShortcuts";
import { SearchIcon } from "../../ui/icons";

/** Spec part 1 section 9: item searches are debounced by 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

const HELP = 'Words, "a phrase", -word to exclude, intitle:word, author:name';

/**
 * Searches the list on screen (its scope, read filter and layout stay): the text goes to `?search=` 500 ms after
 * the last key, at once on Enter, and Escape clears it (a second Escape leaves the box). "/" anywhere on the list
 * focuses it. A search with nothing to look for yet ("-word" alone) waits, saying what is missing, instead of
 * asking the server. Back and forward put the URL's search back in the box.
 */
export function ListSearchBox({ value, onSearch, label }: { value: string; onSearch: (search: string) => void; label: string }) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const hintId = useId();
  const loading = useNavigation().state === "loading";

  // The URL changed under the box (Back, a link, another tab's share): show what the list shows.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  const trimmed = text.trim();
  const parsed = trimmed ? parseSearch(trimmed) : null;
  const problem = parsed && !parsed.ok ? parsed.message : null;

  const commit = (next: string) => {
    const clean = next.trim();
    if (clean && !parseSearch(clean).ok) return;
    if (clean === committed.current) return;
    committed.current = clean;
    onSearch(clean);
  };

  useEffect(() => {
    if (trimmed === committed.current) return;
    const timer = setTimeout(() => commit(trimmed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // Only the text re-arms the debounce; commit reads the latest committed value when it fires.
  }, [trimmed]);

  // "/" focuses the search, as in most readers (not while typing elsewhere or inside a dialog or menu).
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "/" || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target) || isInOverlay(e.target)) return;
      e.preventDefault();
      inputRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault();
      commit(text);
    } else if (e.key === "Escape") {
      e.preventDefault();
      if (text) clear();
      else inputRef.current?.blur();
    }
  };

  const clear = () => {
    setText("");
    commit("");
    inputRef.current?.focus();
  };

  const busy = loading && trimmed !== "" && trimmed === committed.current;
  return (
    <Box role="search" flex="1 1 14rem" maxW={{ md: "22rem" }} ml={{ md: "auto" }} minW="0" position="relative">
      <InputGroup
        w="full"
        startElement={<SearchIcon color="fg.muted" />}
        endElement={
          busy ? (
            <Spinner size="xs" color="fg.muted" aria-label="Searching" />
          ) : text ? (
            <CloseButton size="xs" variant="ghost" aria-label="Clear search" onClick={clear} me="-2" />
          ) : null
        }
      >
        <Input
          ref={inputRef}
          type="search"
          size="sm"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Search articles"
          aria-label={label}
          aria-describedby={hintId}
          aria-invalid={problem ? true : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={500}
          data-testid="list-search"
          // The browser's own clear button would clear without telling the list; ours does both.
          css={{ "&::-webkit-search-cancel-button": { display: "none" } }}
        />
      </InputGroup>
      <Text id={hintId} srOnly={!problem} aria-live="polite" position="absolute" top="100%" mt="1" fontSize="xs" color="fg.error" zIndex="1">
        {problem ?? HELP}
      </Text>
    </Box>
  );
}
