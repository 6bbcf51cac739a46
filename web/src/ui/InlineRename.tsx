import { Input } from "@chakra-ui/react";
import { useRef, useState } from "react";

/**
 * An in-place name editor (spec part 1 section 4 "Inline rename"): Enter commits, but nothing is sent when
 * the name is empty or unchanged; Escape or blur cancels. The text starts selected, ready to be replaced.
 */
export function InlineRename(props: { value: string; label: string; onCommit: (name: string) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState(props.value);
  // Enter unmounts the field, which blurs it: finish exactly once.
  const done = useRef(false);
  const finish = (name: string | null) => {
    if (done.current) return;
    done.current = true;
    if (name === null) props.onCancel();
    else props.onCommit(name);
  };
  return (
    <Input
      size="xs"
      autoFocus
      aria-label={props.label}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onFocus={(e) => e.currentTarget.select()}
      // Leaving the window (another app, a screenshot) is not leaving the field: only a blur within the page cancels.
      onBlur={() => document.hasFocus() && finish(null)}
      onPointerDown={(e) => e.stopPropagation()}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        // Keep Enter and Escape for this field: the drawer and its dialogs listen for both.
        if (e.key === "Enter") {
          e.preventDefault();
          e.stopPropagation();
          const name = draft.trim();
          finish(name && name !== props.value ? name : null);
        } else if (e.key === "Escape") {
          e.preventDefault();
          e.stopPropagation();
          finish(null);
        }
      }}
    />
  );
}
