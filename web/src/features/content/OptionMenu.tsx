import { Button, Menu, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ChevronDownIcon } from "./listIcons";

export interface Option {
  value: string;
  label: string;
  icon?: ReactNode;
}

/**
 * A header button that opens a menu of options with the current one checked (sort, layout, read filter).
 * The label stays short on narrow screens: `label` is hidden below `sm`, the icon always shows.
 */
export function OptionMenu(props: { label: string; ariaLabel: string; icon: ReactNode; value: string; options: readonly Option[]; onChange: (value: string) => void; testId?: string }) {
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={props.ariaLabel} data-testid={props.testId}>
          {props.icon}
          <span className="option-label">{props.label}</span>
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.RadioItemGroup value={props.value} onValueChange={(d) => props.onChange(d.value)}>
              {props.options.map((o) => (
                <Menu.RadioItem key={o.value} value={o.value} closeOnSelect>
                  {o.icon}
                  <Menu.ItemText>{o.label}</Menu.ItemText>
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
