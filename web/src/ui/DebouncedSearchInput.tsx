import { Input, InputGroup } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { SearchIcon } from "./icons";

/**
 * A search box that reports what was typed `delayMs` after the last key (at once on Enter; Escape clears). It
 * follows `value` when that changes from outside (Back, a link), unless the user is typing something else.
 */
export function DebouncedSearchInput(props: { value: string; onChange: (value: string) => void; delayMs: number; label: string; placeholder?: string }) {
  const [text, setText] = useState(props.value);
  const timer = useRef<number | undefined>(undefined);
  const { onChange, delayMs } = props;
  useEffect(() => setText(props.value), [props.value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const report = (next: string, now: boolean) => {
    window.clearTimeout(timer.current);
    if (now) onChange(next.trim());
    else timer.current = window.setTimeout(() => onChange(next.trim()), delayMs);
  };
  return (
    <InputGroup startElement={<SearchIcon aria-hidden />} maxW={{ base: "full", md: "xs" }} flex="1 1 16rem">
      <Input
        type="search"
        aria-label={props.label}
        placeholder={props.placeholder ?? props.label}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          report(e.target.value, false);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") report(text, true);
          if (e.key === "Escape" && text) {
            e.stopPropagation();
            setText("");
            report("", true);
          }
        }}
      />
    </InputGroup>
  );
}
