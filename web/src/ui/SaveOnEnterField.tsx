import { Field, Input } from "@chakra-ui/react";
import { useEffect, useState } from "react";

/**
 * A name or title field that saves on Enter only when the text is non-empty and changed; blur and Escape
 * put the saved value back (spec part 2 section 5: "a title or name edit is saved on Enter only when
 * non-empty and changed; blur cancels").
 */
export function SaveOnEnterField(props: { label: string; value: string; onSave: (value: string) => void; helper?: string; placeholder?: string }) {
  const [draft, setDraft] = useState(props.value);
  useEffect(() => setDraft(props.value), [props.value]);
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <Input
        value={draft}
        placeholder={props.placeholder}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => setDraft(props.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            const next = draft.trim();
            if (next && next !== props.value) props.onSave(next);
            else setDraft(props.value);
          } else if (e.key === "Escape" && draft !== props.value) {
            // Only swallow Escape when it undoes an edit; otherwise it closes the dialog as usual.
            e.preventDefault();
            e.stopPropagation();
            setDraft(props.value);
          }
        }}
      />
      <Field.HelperText>{props.helper ?? "Press Enter to save."}</Field.HelperText>
    </Field.Root>
  );
}
