import { Field, NativeSelect } from "@chakra-ui/react";

/** A labelled native select (keyboard- and mobile-friendly) over a list of value/label options. */
export function SelectField(props: {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string; style?: React.CSSProperties }>;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {props.options.map((o) => (
            <option key={o.value} value={o.value} style={o.style}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
