import { Badge, Box, Button, HStack, IconButton, Stack, Switch, Text } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { FiltersTab_filters$data, FiltersTab_filters$key } from "../../__generated__/FiltersTab_filters.graphql";
import { notifyUserError } from "../../ui/errorToast";
import { PencilIcon, PlusIcon, TrashIcon } from "../../ui/icons";
import { notifySuccess } from "../../ui/toaster";
import { describeFilter, FILTER_TYPE_OPTIONS, type FilterScope, type FilterType, type MatchField, type MatchType } from "./filterDraft";
import { FilterEditor } from "./FilterEditor";
import { FILTER_DELETED, FILTER_SAVE_FAILED, FILTER_SAVED } from "./filterMessages";
import { useFilterMutations } from "./filterMutations";

const NEW = "new";

/**
 * The Filters tab of subscription and folder settings (spec part 2 section 2): the scope's filters, each a row
 * saying what it does with its enabled switch (saved at once), Edit and Delete; Edit or Add filter opens the
 * editor with its live matches list. One editor is open at a time.
 */
export function FiltersTab(props: {
  filters: FiltersTab_filters$key;
  scope: FilterScope;
  /** The subscription's or folder's Relay id. */
  scopeId: string;
  /** "subscription" or "folder", for the words. */
  noun: string;
  /** A filter changed what the scope's lists show. */
  onListChanged: () => void;
}) {
  const filters = useFragment(
    graphql`
      fragment FiltersTab_filters on Filter @relay(plural: true) {
        id
        filterType
        clauseType
        windowHours
        enabled
        clauses {
          matchField
          matchType
          matchValue
        }
        ...FilterEditor_filter
      }
    `,
    props.filters,
  );
  const [editing, setEditing] = useState<string | null>(null);
  const mutations = useFilterMutations(props.scopeId);

  const toggle = async (id: string, enabled: boolean) => {
    const r = await mutations.update({ id, enabled });
    if (!r.ok) return notifyUserError(r.error, FILTER_SAVE_FAILED);
    notifySuccess(FILTER_SAVED);
    props.onListChanged();
  };
  const remove = async (id: string) => {
    const r = await mutations.remove(id);
    if (!r.ok) return notifyUserError(r.error);
    if (editing === id) setEditing(null);
    notifySuccess(FILTER_DELETED);
    props.onListChanged();
  };
  const editor = (filter: FiltersTab_filters$data[number] | null) => (
    <FilterEditor
      key={filter?.id ?? NEW}
      filter={filter}
      scope={props.scope}
      scopeId={props.scopeId}
      onDone={() => setEditing(null)}
      onSaved={props.onListChanged}
    />
  );

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        {props.noun === "folder"
          ? "Filters here apply to every subscription in this folder, wherever you read it. Turning one off brings back what it hid."
          : "Filters shape what this subscription shows, in lists, counts, actions and data feeds. Turning one off brings back what it hid."}
      </Text>
      {filters.length === 0 && editing !== NEW && (
        <Text fontSize="sm" color="fg.muted">
          No filters yet.
        </Text>
      )}
      <Stack gap="3" as="ul" listStyleType="none" m="0" p="0" aria-label="Filters">
        {filters.map((f) => (
          <Box as="li" key={f.id}>
            {editing === f.id ? (
              editor(f)
            ) : (
              <FilterRow filter={f} onEdit={() => setEditing(f.id)} onToggle={(on) => void toggle(f.id, on)} onDelete={() => void remove(f.id)} />
            )}
          </Box>
        ))}
      </Stack>
      {editing === NEW ? (
        editor(null)
      ) : (
        <Box>
          <Button size="sm" variant="outline" onClick={() => setEditing(NEW)}>
            <PlusIcon /> Add filter
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function FilterRow(props: { filter: FiltersTab_filters$data[number]; onEdit: () => void; onToggle: (enabled: boolean) => void; onDelete: () => void }) {
  const f = props.filter;
  const description = describeFilter({
    filterType: f.filterType as FilterType,
    clauseType: f.clauseType === "or" ? "or" : "and",
    clauses: f.clauses.map((c) => ({ matchField: c.matchField as MatchField, matchType: c.matchType as MatchType, matchValue: c.matchValue })),
  });
  const type = FILTER_TYPE_OPTIONS.find((o) => o.value === f.filterType)?.label ?? f.filterType;
  return (
    <HStack gap="3" align="start" borderWidth="1px" borderColor="border.muted" rounded="md" p="3" opacity={f.enabled ? 1 : 0.75}>
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" flexWrap="wrap">
          <Badge colorPalette={f.filterType === "keep_on_match" ? "green" : f.filterType === "mark_duplicate" ? "purple" : "red"} variant="subtle">
            {type}
          </Badge>
          {!f.enabled && <Badge variant="outline">Off</Badge>}
        </HStack>
        <Text fontSize="sm" wordBreak="break-word">
          {description}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          Window: {f.windowHours} {f.windowHours === 1 ? "hour" : "hours"}
        </Text>
      </Stack>
      <HStack gap="1" flexShrink={0}>
        <Switch.Root size="sm" checked={f.enabled} onCheckedChange={(e) => props.onToggle(e.checked)} colorPalette="brand">
          <Switch.HiddenInput aria-label={`Enabled: ${description}`} />
          <Switch.Control />
        </Switch.Root>
        <IconButton size="sm" variant="ghost" aria-label={`Edit filter: ${description}`} title="Edit" onClick={props.onEdit}>
          <PencilIcon />
        </IconButton>
        <IconButton size="sm" variant="ghost" aria-label={`Delete filter: ${description}`} title="Delete" onClick={props.onDelete}>
          <TrashIcon />
        </IconButton>
      </HStack>
    </HStack>
  );
}
