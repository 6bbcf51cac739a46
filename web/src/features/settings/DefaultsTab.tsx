import { SimpleGrid, Stack, Switch } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay";
import type { DefaultsTab_settings$key } from "../../__generated__/DefaultsTab_settings.graphql";
import { SelectField } from "../../ui/SelectField";
import { notifyError } from "../../ui/toaster";
import { useAppSettingsMutation } from "./useAppSettingsMutation";

const words = (s: string) => ({ value: s, label: s.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase()) });
const LAYOUTS = ["list", "compact", "magazine", "cards", "cards-large", "article"].map(words);
const SORTS = ["popular", "top-all", "top-year", "top-month", "top-week", "top-day", "top-hour", "newest", "oldest"].map(words);

/** List defaults applied to every content list (layout, sort, read filter) and the stale-folder option. */
export function DefaultsTab(props: { settings: DefaultsTab_settings$key }) {
  const { appSettings: a } = useFragment(
    graphql`
      fragment DefaultsTab_settings on Settings {
        appSettings {
          defaultLayoutView
          defaultSortBy
          defaultShowRead
          hideStaleFolders
        }
      }
    `,
    props.settings,
  );
  const [save] = useAppSettingsMutation();
  const change = async (input: Parameters<typeof save>[0]) => {
    const error = await save(input);
    if (error) notifyError(error);
  };
  return (
    <Stack gap="6" maxW="2xl">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField label="Default layout" value={a.defaultLayoutView} options={LAYOUTS} onChange={(defaultLayoutView) => void change({ defaultLayoutView })} />
        <SelectField label="Default sort" value={a.defaultSortBy} options={SORTS} onChange={(defaultSortBy) => void change({ defaultSortBy })} />
      </SimpleGrid>
      <Switch.Root checked={a.defaultShowRead} onCheckedChange={(e) => void change({ defaultShowRead: e.checked })}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Show read articles by default</Switch.Label>
      </Switch.Root>
      <Switch.Root checked={a.hideStaleFolders} onCheckedChange={(e) => void change({ hideStaleFolders: e.checked })}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Hide folders with no recent articles</Switch.Label>
      </Switch.Root>
    </Stack>
  );
}
