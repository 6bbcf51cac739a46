import { Box, Button, Field, Input, SimpleGrid, Stack, Switch, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { ContentTagGeneralTab_tag$key } from "../../__generated__/ContentTagGeneralTab_tag.graphql";
import { notifyUserError } from "../../ui/errorToast";
import { BookmarkIcon, TagIcon } from "../../ui/icons";
import { SaveOnEnterField } from "../../ui/SaveOnEnterField";
import { notifySuccess } from "../../ui/toaster";
import { DataFeedSection } from "../dataFeeds/DataFeedSection";
import { FOLDER_ICONS, type FolderIconName } from "../folders/folderIcons";
import { useContentTagMutations } from "./contentTagMutations";
import { READ_LATER_SLUG } from "./contentTagPaths";
import { notifyTagRenamed, TAG_UPDATE_FAILED, TAG_UPDATED } from "./tagMessages";

// Tags wear the folders' icon set (stored by name in properties.icon); no choice means the default glyph.
const ICON_NAMES = Object.keys(FOLDER_ICONS) as FolderIconName[];

/**
 * Content tag settings, General tab (spec part 2 sections 2 and 3): name (saved on Enter only when non-empty
 * and changed; blur cancels), enabled, show in sidebar, icon and data feed. The built-in read-later tag
 * cannot be renamed, so its name is shown read-only.
 */
export function ContentTagGeneralTab(props: { tag: ContentTagGeneralTab_tag$key }) {
  const t = useFragment(
    graphql`
      fragment ContentTagGeneralTab_tag on ContentItemTag {
        id
        name
        slug
        isSystem
        enabled
        icon
        showInSidebar
        enableDatafeed
        dataFeed {
          ...DataFeedSection_links
        }
        totalContentItems
      }
    `,
    props.tag,
  );
  const mutations = useContentTagMutations();
  const save = async (input: { enabled?: boolean; showInSidebar?: boolean; enableDatafeed?: boolean; icon?: string | null }) => {
    const r = await mutations.update({ id: t.id, ...input });
    if (r.ok) notifySuccess(TAG_UPDATED);
    else notifyUserError(r.error, TAG_UPDATE_FAILED);
  };
  const rename = async (name: string) => notifyTagRenamed(await mutations.update({ id: t.id, name }));
  const DefaultIcon = t.slug === READ_LATER_SLUG ? BookmarkIcon : TagIcon;

  return (
    <Stack gap="6">
      {t.isSystem ? (
        <Field.Root disabled>
          <Field.Label>Name</Field.Label>
          <Input value={t.name} readOnly />
          <Field.HelperText>The built-in {t.name} tag cannot be renamed or deleted.</Field.HelperText>
        </Field.Root>
      ) : (
        <SaveOnEnterField label="Name" value={t.name} onSave={(name) => void rename(name)} />
      )}

      <SettingSwitch
        label="Enabled"
        checked={t.enabled}
        onChange={(enabled) => void save({ enabled })}
        help={
          t.enabled
            ? `${t.totalContentItems} ${t.totalContentItems === 1 ? "item" : "items"} in this tag.`
            : "A disabled tag is not updated and shows no content."
        }
      />
      <SettingSwitch
        label="Show in sidebar"
        checked={t.showInSidebar}
        onChange={(showInSidebar) => void save({ showInSidebar })}
        help="List this tag in the navigation drawer, between Library and Subscriptions."
      />
      <DataFeedSection
        noun="tag"
        enabled={t.enableDatafeed}
        listDisabled={!t.enabled}
        links={t.dataFeed}
        onChange={(enableDatafeed) => void save({ enableDatafeed })}
      />

      <Field.Root as="fieldset">
        <Field.Label as="legend">Icon</Field.Label>
        <SimpleGrid columns={{ base: 5, sm: 10 }} gap="2" role="radiogroup" aria-label="Tag icon" w="full">
          <IconChoice label={t.slug === READ_LATER_SLUG ? "Bookmark" : "Tag"} selected={!t.icon} onSelect={() => void save({ icon: null })}>
            <DefaultIcon />
          </IconChoice>
          {ICON_NAMES.map((name) => {
            const { label, Icon } = FOLDER_ICONS[name];
            return (
              <IconChoice key={name} label={label} selected={t.icon === name} onSelect={() => void save({ icon: name })}>
                <Icon />
              </IconChoice>
            );
          })}
        </SimpleGrid>
      </Field.Root>
    </Stack>
  );
}

function SettingSwitch(props: { label: string; checked: boolean; onChange: (checked: boolean) => void; help: string }) {
  return (
    <Stack gap="1">
      <Switch.Root checked={props.checked} onCheckedChange={(e) => props.onChange(e.checked)} colorPalette="brand">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{props.label}</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        {props.help}
      </Text>
    </Stack>
  );
}

function IconChoice(props: { label: string; selected: boolean; onSelect: () => void; children: ReactNode }) {
  return (
    <Button
      role="radio"
      aria-checked={props.selected}
      aria-label={props.label}
      title={props.label}
      variant={props.selected ? "solid" : "outline"}
      colorPalette={props.selected ? "brand" : "gray"}
      size="sm"
      px="0"
      onClick={() => !props.selected && props.onSelect()}
    >
      <Box as="span" fontSize="lg" display="inline-flex">
        {props.children}
      </Box>
    </Button>
  );
}
