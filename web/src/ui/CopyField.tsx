import { Clipboard, IconButton, Input, InputGroup } from "@chakra-ui/react";
import { CheckIcon, CopyIcon } from "./icons";

/**
 * A read-only value (an address to paste elsewhere) with a copy button: the label names both the field and the
 * button ("Copy RSS link"), and the button shows a tick for a moment once copied.
 */
export function CopyField(props: { label: string; value: string }) {
  return (
    <Clipboard.Root value={props.value} timeout={1500} w="full">
      <Clipboard.Label fontSize="sm" fontWeight="medium">
        {props.label}
      </Clipboard.Label>
      <InputGroup
        endElement={
          <Clipboard.Trigger asChild>
            <IconButton variant="ghost" size="xs" me="-2" aria-label={`Copy ${props.label}`} title={`Copy ${props.label}`}>
              <Clipboard.Indicator copied={<CheckIcon color="green.fg" />}>
                <CopyIcon />
              </Clipboard.Indicator>
            </IconButton>
          </Clipboard.Trigger>
        }
      >
        <Clipboard.Input asChild>
          <Input readOnly size="sm" fontFamily="mono" fontSize="xs" onFocus={(e) => e.currentTarget.select()} />
        </Clipboard.Input>
      </InputGroup>
    </Clipboard.Root>
  );
}
