import { Stack, Switch, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay";
import type { DataFeedSection_links$key } from "../../__generated__/DataFeedSection_links.graphql";
import { CopyField } from "../../ui/CopyField";

/**
 * A settings tab's data feed (spec part 2 sections 1 and 7: RSS, JSON and Atom per subscription, folder and
 * content tag): the switch that publishes it and, while it is published, its three addresses with copy buttons.
 * The addresses need no token (the id is the secret), so they are shown only to the owner, here.
 */
export function DataFeedSection(props: {
  /** What the switch shows: properties.enableDatafeed. */
  enabled: boolean;
  onChange: (enabled: boolean) => void;
  links: DataFeedSection_links$key | null | undefined;
  /** "subscription", "folder", "tag": what the help text names. */
  noun: string;
  /** The list itself is turned off: its data feed is not served until it is on again. */
  listDisabled: boolean;
}) {
  const links = useFragment(
    graphql`
      fragment DataFeedSection_links on DataFeedLinks {
        rss
        atom
        json
      }
    `,
    props.links ?? null,
  );
  return (
    <Stack gap="3">
      <Stack gap="1">
        <Switch.Root checked={props.enabled} onCheckedChange={(e) => props.onChange(e.checked)} colorPalette="brand">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Publish data feed</Switch.Label>
        </Switch.Root>
        <Text fontSize="sm" color="fg.muted">
          {props.enabled && props.listDisabled
            ? `Served again once this ${props.noun} is enabled.`
            : `Offer this ${props.noun}'s newest items, after its filters, as RSS, Atom and JSON feeds anyone with the link can read (updated about hourly).`}
        </Text>
      </Stack>
      {props.enabled && links && (
        <Stack gap="2" role="group" aria-label="Data feed links">
          <CopyField label="RSS link" value={links.rss} />
          <CopyField label="Atom link" value={links.atom} />
          <CopyField label="JSON Feed link" value={links.json} />
        </Stack>
      )}
    </Stack>
  );
}
