import { Box, Button, Field, SimpleGrid, Stack, Switch, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay";
import type { FolderGeneralTab_folder$key } from "../../__generated__/FolderGeneralTab_folder.graphql";
import { notifyUserError } from "../../ui/errorToast";
import { FolderIcon } from "../../ui/icons";
import { SaveOnEnterField } from "../../ui/SaveOnEnterField";
import { notifySuccess } from "../../ui/toaster";
import { DataFeedSection } from "../dataFeeds/DataFeedSection";
import { KeepUnreadSlider } from "../subscriptions/KeepUnreadSlider";
import { SUBSCRIPTIONS_UPDATED, SUBSCRIPTIONS_UPDATE_FAILED } from "../subscriptions/messages";
import { useSubscriptionMutations } from "../subscriptions/subscriptionMutations";
import { FOLDER_ICONS, type FolderIconName } from "./folderIcons";
import { useFolderMutations } from "./folderMutations";

const ICON_CHOICES: Array<{ name: FolderIconName | null; label: string }> = [
  { name: null, label: "Folder" },
  ...(Object.keys(FOLDER_ICONS) as FolderIconName[]).map((name) => ({ name, label: FOLDER_ICONS[name].label })),
];

/** What a folder with no subscriptions shows (the slider is hidden then); the server's default for new ones. */
const DEFAULT_KEEP_UNREAD_DAYS = 30;

/** Folder properties, General tab: name, enabled, keep-unread days of its subscriptions, data feed, icon. */
export function FolderGeneralTab(props: { viewerId: string; folder: FolderGeneralTab_folder$key }) {
  const f = useFragment(
    graphql`
      fragment FolderGeneralTab_folder on Folder {
        id
        name
        enabled
        icon
        subscriptionCount
        enableDatafeed
        dataFeed {
          ...DataFeedSection_links
        }
        subscriptions {
          keepUnreadDays
        }
      }
    `,
    props.folder,
  );
  const mutations = useFolderMutations(props.viewerId);
  const subscriptionMutations = useSubscriptionMutations(props.viewerId);
  const save = async (input: { name?: string; enabled?: boolean; icon?: string | null; enableDatafeed?: boolean }) => {
    const r = await mutations.update({ id: f.id, ...input });
    if (r.ok) notifySuccess(SUBSCRIPTIONS_UPDATED);
    else notifyUserError(r.error, SUBSCRIPTIONS_UPDATE_FAILED);
  };
  // Spec part 2 section 7's bulk patch (withTagId, keepUnreadDays): one value for every subscription in the folder.
  const keepAll = async (keepUnreadDays: number) => {
    const r = await subscriptionMutations.updateMany({ folderId: f.id, keepUnreadDays });
    if (r.ok) notifySuccess(SUBSCRIPTIONS_UPDATED);
    else notifyUserError(r.error, SUBSCRIPTIONS_UPDATE_FAILED);
  };
  const days = f.subscriptions.map((s) => s.keepUnreadDays);
  const fewest = days.length ? Math.min(...days) : DEFAULT_KEEP_UNREAD_DAYS;
  const most = days.length ? Math.max(...days) : DEFAULT_KEEP_UNREAD_DAYS;

  return (
    <Stack gap="6">
      <SaveOnEnterField label="Name" value={f.name} onSave={(name) => void save({ name })} />

      <Stack gap="1">
        <Switch.Root checked={f.enabled} onCheckedChange={(e) => void save({ enabled: e.checked })} colorPalette="brand">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Enabled</Switch.Label>
        </Switch.Root>
        <Text fontSize="sm" color="fg.muted">
          {f.enabled
            ? `${f.subscriptionCount} ${f.subscriptionCount === 1 ? "subscription" : "subscriptions"} in this folder.`
            : "A disabled folder is not updated and shows no content."}
        </Text>
      </Stack>

      {f.subscriptionCount > 0 && (
        <Stack gap="1">
          <KeepUnreadSlider label="Keep unread items for" value={most} onSave={(d) => void keepAll(d)} />
          <Text fontSize="sm" color="fg.muted">
            {fewest === most
              ? `Applies to every subscription in this folder.`
              : `Subscriptions here keep unread items for ${fewest} to ${most} days; moving the slider sets them all.`}
          </Text>
        </Stack>
      )}

      <DataFeedSection
        noun="folder"
        enabled={f.enableDatafeed}
        listDisabled={!f.enabled}
        links={f.dataFeed}
        onChange={(enableDatafeed) => void save({ enableDatafeed })}
      />

      <Field.Root as="fieldset">
        <Field.Label as="legend">Icon</Field.Label>
        <SimpleGrid columns={{ base: 5, sm: 10 }} gap="2" role="radiogroup" aria-label="Folder icon" w="full">
          {ICON_CHOICES.map(({ name, label }) => {
            const selected = (f.icon ?? null) === name;
            const Icon = name ? FOLDER_ICONS[name].Icon : FolderIcon;
            return (
              <Button
                key={label}
                role="radio"
                aria-checked={selected}
                aria-label={label}
                title={label}
                variant={selected ? "solid" : "outline"}
                colorPalette={selected ? "brand" : "gray"}
                size="sm"
                px="0"
                onClick={() => !selected && void save({ icon: name })}
              >
                <Box as="span" fontSize="lg" display="inline-flex">
                  <Icon />
                </Box>
              </Button>
            );
          })}
        </SimpleGrid>
      </Field.Root>
    </Stack>
  );
}
