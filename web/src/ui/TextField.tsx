import { Field, Input } from "@chakra-ui/react";

/** A labelled input with its field error; the label names the input for screen readers and tests. */
export function TextField(props: {
  label: string;
  name: string;
  type?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoComplete?: string;
  required?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <Field.Root invalid={Boolean(props.error)} required={props.required}>
      <Field.Label>{props.label}</Field.Label>
      <Input
        name={props.name}
        type={props.type ?? "text"}
        value={props.value}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}
