import { Box, Button, Field, Grid, HStack, IconButton, Input, NativeSelect, Stack, Switch, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import type { FilterEditor_filter$key } from "../../__generated__/FilterEditor_filter.graphql";
import { notifyUserError } from "../../ui/errorToast";
import { PlusIcon, TrashIcon } from "../../ui/icons";
import { SelectField } from "../../ui/SelectField";
import { notifySuccess } from "../../ui/toaster";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import {
  draftOf, draftProblems, DUPLICATE_FIELD_OPTIONS, FILTER_TYPE_OPTIONS, filterFieldsInput, JOIN_OPTIONS, MATCH_FIELD_OPTIONS, MATCH_TYPE_OPTIONS, newClause,
  newFilterDraft, previewInputOf, windowHoursOf, withFilterType, withoutClause, type ClauseDraft, type FilterDraft, type FilterScope, type FilterType,
} from "./filterDraft";
import { FilterMatches } from "./FilterMatches";
import { FILTER_SAVE_FAILED, FILTER_SAVED } from "./filterMessages";
import { useFilterMutations } from "./filterMutations";

/** How long the editor rests before the preview asks again (a typed word is one request, not one per key). */
const PREVIEW_DEBOUNCE_MS = 400;

/**
 * A filter's editor (spec part 2 sections 3 and 5): type, clauses (field, match type and value; duplicates
 * compare title or link), the window in hours and enabled. Only the first clause's and/or selector can be
 * changed (the later clauses show the join it sets), and the first clause cannot be removed. Below the form, the
 * filter matches list follows the edits before they are saved. Save answers with the spec's toasts; a refusal
 * puts the server's words on the fields they concern.
 */
export function FilterEditor(props: {
  /** The saved filter, or null for a new one. */
  filter: FilterEditor_filter$key | null;
  scope: FilterScope;
  scopeId: string;
  onDone: () => void;
  /** A save changed what lists show. */
  onSaved: () => void;
}) {
  const saved = useFragment(
    graphql`
      fragment FilterEditor_filter on Filter {
        id
        filterType
        clauseType
        windowHours
        enabled
        clauses {
          clauseId
          matchField
          matchType
          matchValue
        }
      }
    `,
    props.filter,
  );
  const mutations = useFilterMutations(props.scopeId);
  const [draft, setDraft] = useState<FilterDraft>(() =>
    saved ? draftOf({ ...saved, clauses: saved.clauses.map((c) => ({ clauseId: c.clauseId, matchField: c.matchField, matchType: c.matchType, matchValue: c.matchValue })) }) : newFilterDraft(),
  );
  const [tried, setTried] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const previewInput = useDebouncedValue(previewInputOf(props.scope, draft), PREVIEW_DEBOUNCE_MS);
  const previewed = useDebouncedValue(draft, PREVIEW_DEBOUNCE_MS);

  const problems = tried ? { ...serverFields, ...draftProblems(draft) } : serverFields;
  const edit = (next: FilterDraft) => {
    setDraft(next);
    setServerFields({});
  };
  const setClause = (index: number, change: Partial<ClauseDraft>) => edit({ ...draft, clauses: draft.clauses.map((c, i) => (i === index ? { ...c, ...change } : c)) });
  const duplicates = draft.filterType === "mark_duplicate";
  const titleId = `filter-editor-${saved?.id ?? "new"}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(draftProblems(draft)).length) {
      notifyUserError(null, FILTER_SAVE_FAILED);
      return;
    }
    setSaving(true);
    const fields = filterFieldsInput(draft, Boolean(saved));
    const r = saved ? await mutations.update({ id: saved.id, ...fields }) : await mutations.create({ ...props.scope, ...fields });
    setSaving(false);
    if (r.ok) {
      notifySuccess(FILTER_SAVED);
      props.onSaved();
      props.onDone();
      return;
    }
    setServerFields(r.fields);
    // A tier limit keeps its own words and upgrade link; anything else is the spec's save failure.
    notifyUserError(r.error.displayMessageKey?.startsWith("MAX_") ? r.error : null, FILTER_SAVE_FAILED);
  };

  return (
    <Stack gap="4" borderWidth="1px" borderColor="border.emphasized" rounded="md" p={{ base: "3", sm: "4" }}>
      <Stack asChild gap="4">
        <form onSubmit={(e) => void submit(e)} aria-labelledby={titleId} noValidate>
          <Text id={titleId} fontWeight="semibold">
            {saved ? "Edit filter" : "New filter"}
          </Text>
          <Grid templateColumns={{ base: "1fr", sm: "1fr 10rem" }} gap="3">
            <SelectField label="Type" value={draft.filterType} options={FILTER_TYPE_OPTIONS} onChange={(v) => edit(withFilterType(draft, v as FilterType))} />
            <Field.Root invalid={Boolean(problems.windowHours)}>
              <Field.Label>Window (hours)</Field.Label>
              <Input inputMode="numeric" value={draft.windowHours} onChange={(e) => edit({ ...draft, windowHours: e.target.value })} />
              {problems.windowHours && <Field.ErrorText>{problems.windowHours}</Field.ErrorText>}
            </Field.Root>
          </Grid>

          <Stack as="fieldset" gap="2">
            <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
              {duplicates ? "Compare" : "Clauses"}
            </Text>
            {draft.clauses.map((clause, i) => (
              <ClauseRow
                key={clause.key}
                index={i}
                clause={clause}
                draft={draft}
                problem={problems[`clauses.${i}.matchValue`] ?? problems[`clauses.${i}.matchField`]}
                onJoin={(clauseType) => edit({ ...draft, clauseType })}
                onChange={(change) => setClause(i, change)}
                onRemove={() => edit(withoutClause(draft, i))}
              />
            ))}
            {problems.clauses && (
              <Text fontSize="sm" color="fg.error">
                {problems.clauses}
              </Text>
            )}
            <Box>
              <Button size="xs" variant="ghost" onClick={() => edit({ ...draft, clauses: [...draft.clauses, newClause(draft.filterType)] })}>
                <PlusIcon /> Add clause
              </Button>
            </Box>
          </Stack>

          <Switch.Root checked={draft.enabled} onCheckedChange={(e) => edit({ ...draft, enabled: e.checked })} colorPalette="brand">
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Enabled</Switch.Label>
          </Switch.Root>

          <HStack gap="2" flexWrap="wrap">
            <Button type="submit" colorPalette="brand" size="sm" loading={saving}>
              Save filter
            </Button>
            <Button variant="ghost" size="sm" onClick={props.onDone}>
              Cancel
            </Button>
          </HStack>
        </form>
      </Stack>

      <FilterMatches input={previewInput} filterType={previewed.filterType} windowHours={windowHoursOf(previewed)} />
    </Stack>
  );
}

function ClauseRow(props: {
  index: number;
  clause: ClauseDraft;
  draft: FilterDraft;
  problem: string | undefined;
  onJoin: (join: "and" | "or") => void;
  onChange: (change: Partial<ClauseDraft>) => void;
  onRemove: () => void;
}) {
  const { index: i, clause, draft } = props;
  const n = i + 1;
  const duplicates = draft.filterType === "mark_duplicate";
  const first = i === 0;
  return (
    <Grid
      templateColumns={duplicates ? "4.5rem 1fr 2.25rem" : { base: "4.5rem 1fr 2.25rem", md: "4.5rem 8rem 10rem 1fr 2.25rem" }}
      templateAreas={
        duplicates
          ? `"join field remove"`
          : { base: `"join field remove" ". type ." ". value ."`, md: `"join field type value remove"` }
      }
      gap="2"
      alignItems="start"
      role="group"
      aria-label={`Clause ${n}`}
    >
      <Box gridArea="join">
        {first ? (
          // Spec part 2 section 5: only the first clause's and/or selector is editable; it joins them all.
          <NativeSelect.Root size="sm">
            <NativeSelect.Field aria-label="Join clauses with" value={draft.clauseType} onChange={(e) => props.onJoin(e.target.value as "and" | "or")}>
              {JOIN_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : (
          <Text fontSize="sm" color="fg.muted" lineHeight="2.25rem" textAlign="center" title="Set by the first clause">
            {draft.clauseType}
          </Text>
        )}
      </Box>
      <Box gridArea="field">
        <NativeSelect.Root size="sm">
          <NativeSelect.Field aria-label={`Clause ${n} field`} value={clause.matchField} onChange={(e) => props.onChange({ matchField: e.target.value as ClauseDraft["matchField"] })}>
            {(duplicates ? DUPLICATE_FIELD_OPTIONS : MATCH_FIELD_OPTIONS).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      {!duplicates && (
        <>
          <Box gridArea="type">
            <NativeSelect.Root size="sm">
              <NativeSelect.Field aria-label={`Clause ${n} match`} value={clause.matchType} onChange={(e) => props.onChange({ matchType: e.target.value as ClauseDraft["matchType"] })}>
                {MATCH_TYPE_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <Field.Root gridArea="value" invalid={Boolean(props.problem)}>
            <Input size="sm" aria-label={`Clause ${n} value`} placeholder="Text to match" value={clause.matchValue} onChange={(e) => props.onChange({ matchValue: e.target.value })} />
            {props.problem && <Field.ErrorText>{props.problem}</Field.ErrorText>}
          </Field.Root>
        </>
      )}
      <IconButton
        gridArea="remove"
        size="sm"
        variant="ghost"
        aria-label={first ? "The first clause cannot be removed" : `Remove clause ${n}`}
        title={first ? "The first clause cannot be removed" : `Remove clause ${n}`}
        disabled={first}
        onClick={props.onRemove}
      >
        <TrashIcon />
      </IconButton>
    </Grid>
  );
}
