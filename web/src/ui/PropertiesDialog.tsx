import { Tabs, Text } from "@chakra-ui/react";
import { useEffect, useState, type ReactNode } from "react";
import { AppDialog } from "./AppDialog";
import { useCloseModal } from "./useCloseModal";
import { usePageTitle } from "./usePageTitle";

/** One section of a properties dialog; the first one is open. */
export interface PropertiesTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * An entity's properties as a modal route over its page (spec part 2 section 2): the title names it (the page
 * title too), tabs hold its sections, and an entity that is gone says `notFound` in their place. Closing goes
 * back to where it was opened from, else to `closeTo`. The open tab is the URL's hash (/folders/1/properties#filters
 * opens Filters), replaced rather than pushed as tabs change, so Back still closes the dialog.
 */
export function PropertiesDialog(props: { title: string; closeTo: string; tabs: PropertiesTab[] | null; notFound: string }) {
  const close = useCloseModal(props.closeTo);
  usePageTitle(props.title);
  const [tab, setTab] = useState(() => window.location.hash.slice(1));
  // A link to another tab of the open dialog changes only the hash.
  useEffect(() => {
    const follow = () => setTab(window.location.hash.slice(1));
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
  const open = props.tabs?.some((t) => t.value === tab) ? tab : props.tabs?.[0]?.value;
  const choose = (value: string) => {
    setTab(value);
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}#${value}`);
  };
  return (
    <AppDialog title={props.title} onClose={close} size="lg">
      {props.tabs?.length ? (
        <Tabs.Root value={open ?? null} onValueChange={(e) => choose(e.value)} variant="line">
          <Tabs.List>
            {props.tabs.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {props.tabs.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} pt="5">
              {tab.content}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        <Text color="fg.muted">{props.notFound}</Text>
      )}
    </AppDialog>
  );
}
