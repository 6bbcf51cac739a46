import { Box, Button, Field, SimpleGrid, Stack, Switch, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay";
import type { FolderGeneralTab_folder$key } from "../../__generated__/FolderGeneralTab_folder.graphql";
import { notifyUserError } from "../../ui/errorToast";
import { FolderIcon } from "../../ui/icons";
import { SaveOnEnterField } from "../../ui/SaveOnEnterField";
import { notifySuccess } from "../../ui/toaster";
import { SUBSCRIPTIONS_UPDATED, SUBSCRIPTIONS_UPDATE_FAILED } from "../subscriptions/messages";
import { FOLDER_ICONS, type FolderIconName } from "./folderIcons";
import { useFolderMutations } from "./folderMutations";

const ICON_CHOICES: Array<{ name: FolderIconName | null; label: string }> = [
  { name: null, label: "Folder" },
  ...(Object.keys(FOLDER_ICONS) as FolderIconName[]).map((name) => ({ name, label: FOLDER_ICONS[name].label })),
];

/** Folder properties, General tab: name, enabled, icon. */
export function FolderGeneralTab(props: { viewerId: string; folder: FolderGeneralTab_folder$key }) {
  const f = useFragment(
    graphql`
      fragment FolderGeneralTab_folder on Folder {
        id
        name
        enabled
        icon
        subscriptionCount
      }
    `,
    props.folder,
  );
  const mutations = useFolderMutations(props.viewerId);
  const save = async (input: { name?: string; enabled?: boolean; icon?: string | null }) => {
    const r = await mutations.update({ id: f.id, ...input });
    if (r.ok) notifySuccess(SUBSCRIPTIONS_UPDATED);
    else notifyUserError(r.error, SUBSCRIPTIONS_UPDATE_FAILED);
  };

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
