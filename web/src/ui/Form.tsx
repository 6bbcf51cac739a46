import { Stack, type StackProps } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";

/** A form laid out as a Stack; browser validation is off because fields show the spec's own messages. */
export function Form(props: { onSubmit: (e: FormEvent) => void; gap?: StackProps["gap"]; maxW?: StackProps["maxW"]; flex?: StackProps["flex"]; children: ReactNode }) {
  return (
    <form noValidate onSubmit={props.onSubmit} style={{ display: "contents" }}>
      <Stack gap={props.gap ?? "4"} maxW={props.maxW} flex={props.flex}>
        {props.children}
      </Stack>
    </form>
  );
}
