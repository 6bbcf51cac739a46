import { Box, Button, Field, Grid, HStack, IconButton, Input, NativeSelect, Stack, Switch, Text } from "@chakra-ui/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { ActionEditor_action$key } from "../../__generated__/ActionEditor_action.graphql";
import type { ActionEditor_viewer$key } from "../../__generated__/ActionEditor_viewer.graphql";
import { notifyUserError } from "../../ui/errorToast";
import { PlusIcon, TrashIcon } from "../../ui/icons";
import { notifySuccess } from "../../ui/toaster";
import { MATCH_FIELD_OPTIONS, MATCH_TYPE_OPTIONS, JOIN_OPTIONS } from "../filters/filterDraft";
import {
  ACTION_TYPE_OPTIONS, actionFieldsInput, actionProblems, draftOf, newActionDraft, newMatchClause, newThenClause, withActionType, type ActionDraft, type ActionType,
  type MatchClauseDraft, type ThenClauseDraft,
} from "./actionDraft";
import { ActionMatches } from "./ActionMatches";
import { ACTION_UPDATE_FAILED, ACTIONS_UPDATED } from "./actionMessages";
import { useActionMutations } from "./actionMutations";

/** The scope an action belongs to, by Relay id. */
export type ActionScope = { subscriptionId: string } | { folderId: string } | { contentItemTagId: string };

/**
 * An action's editor (spec part 2 sections 3 to 5): enabled; optional match clauses (none: every new item; values
 * are case sensitive; only the first clause's and/or selector can be changed); then at least one "then" clause
 * whose type decides its value: none for mark_read, an address for send_email (the user's own to start with), a
 * tag chosen from the user's tags for assign_tag, an http(s) URL for trigger_webhook. Changing a type clears its
 * value. A saved action shows its matching items below (as saved: a save refreshes them).
 */
export function ActionEditor(props: {
  action: ActionEditor_action$key | null;
  viewer: ActionEditor_viewer$key;
  scope: ActionScope;
  scopeId: string;
  onDone: () => void;
}) {
  const saved = useFragment(
    graphql`
      fragment ActionEditor_action on Action {
        id
        enabled
        matchClauseType
        matchClauses {
          matchField
          matchType
          matchValue
        }
        clauses {
          clauseId
          actionType
          actionValue
        }
        ...ActionMatches_action
      }
    `,
    props.action,
  );
  const viewer = useFragment(
    graphql`
      fragment ActionEditor_viewer on User {
        email
        contentItemTags {
          contentItemTagId
          name
        }
      }
    `,
    props.viewer,
  );
  const email = viewer.email ?? null;
  const mutations = useActionMutations(props.scopeId);
  const [draft, setDraft] = useState<ActionDraft>(() =>
    saved
      ? draftOf({
          ...saved,
          matchClauses: saved.matchClauses.map((c) => ({ matchField: c.matchField, matchType: c.matchType, matchValue: c.matchValue })),
          clauses: saved.clauses.map((c) => ({ clauseId: c.clauseId, actionType: c.actionType, actionValue: c.actionValue })),
        })
      : newActionDraft(email),
  );
  const [tried, setTried] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const problems = tried ? { ...serverFields, ...actionProblems(draft) } : serverFields;
  const edit = (next: ActionDraft) => {
    setDraft(next);
    setServerFields({});
  };
  const setMatch = (i: number, change: Partial<MatchClauseDraft>) => edit({ ...draft, matchClauses: draft.matchClauses.map((c, j) => (j === i ? { ...c, ...change } : c)) });
  const setThen = (i: number, next: ThenClauseDraft) => edit({ ...draft, clauses: draft.clauses.map((c, j) => (j === i ? next : c)) });
  const titleId = `action-editor-${draft.id}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(actionProblems(draft)).length) {
      notifyUserError(null, ACTION_UPDATE_FAILED);
      return;
    }
    setSaving(true);
    const fields = actionFieldsInput(draft);
    const r = saved ? await mutations.update({ id: saved.id, ...fields }) : await mutations.create({ ...props.scope, ...fields });
    setSaving(false);
    if (r.ok) {
      notifySuccess(ACTIONS_UPDATED);
      props.onDone();
      return;
    }
    setServerFields(r.fields);
    notifyUserError(r.error.displayMessageKey?.startsWith("MAX_") ? r.error : null, ACTION_UPDATE_FAILED);
  };

  return (
    <Stack gap="4" borderWidth="1px" borderColor="border.emphasized" rounded="md" p={{ base: "3", sm: "4" }}>
      <Stack asChild gap="4">
        <form onSubmit={(e) => void submit(e)} aria-labelledby={titleId} noValidate>
          <Text id={titleId} fontWeight="semibold">
            {saved ? "Edit action" : "New action"}
          </Text>

          <Stack as="fieldset" gap="2">
            <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
              When a new item matches
            </Text>
            {draft.matchClauses.length === 0 && (
              <Text fontSize="sm" color="fg.muted">
                No conditions: the action acts on every new item.
              </Text>
            )}
            {draft.matchClauses.map((clause, i) => (
              <MatchClauseRow
                key={clause.key}
                index={i}
                clause={clause}
                join={draft.matchClauseType}
                problem={problems[`matchClauses.${i}.matchValue`]}
                onJoin={(matchClauseType) => edit({ ...draft, matchClauseType })}
                onChange={(change) => setMatch(i, change)}
                onRemove={() => edit({ ...draft, matchClauses: draft.matchClauses.filter((_, j) => j !== i) })}
              />
            ))}
            <Box>
              <Button size="xs" variant="ghost" onClick={() => edit({ ...draft, matchClauses: [...draft.matchClauses, newMatchClause()] })}>
                <PlusIcon /> Add condition
              </Button>
            </Box>
          </Stack>

          <Stack as="fieldset" gap="2">
            <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
              Then
            </Text>
            {draft.clauses.map((clause, i) => (
              <ThenClauseRow
                key={clause.key}
                index={i}
                clause={clause}
                tags={viewer.contentItemTags}
                problem={problems[`clauses.${i}.actionValue`] ?? problems[`clauses.${i}`]}
                removable={draft.clauses.length > 1}
                onType={(type) => setThen(i, withActionType(clause, type, email))}
                onValue={(actionValue) => setThen(i, { ...clause, actionValue })}
                onRemove={() => edit({ ...draft, clauses: draft.clauses.filter((_, j) => j !== i) })}
              />
            ))}
            {problems.clauses && (
              <Text fontSize="sm" color="fg.error">
                {problems.clauses}
              </Text>
            )}
            <Box>
              <Button size="xs" variant="ghost" onClick={() => edit({ ...draft, clauses: [...draft.clauses, newThenClause("mark_read", email)] })}>
                <PlusIcon /> Add step
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
              Save action
            </Button>
            <Button variant="ghost" size="sm" onClick={props.onDone}>
              Cancel
            </Button>
          </HStack>
        </form>
      </Stack>

      {saved ? (
        <ActionMatches action={saved} />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Save the action to see the items it matches and to run it.
        </Text>
      )}
    </Stack>
  );
}

function Select(props: { label: string; value: string; options: ReadonlyArray<{ value: string; label: string }>; onChange: (value: string) => void; placeholder?: string }) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field aria-label={props.label} value={props.value} onChange={(e) => props.onChange(e.target.value)} placeholder={props.placeholder}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function MatchClauseRow(props: {
  index: number;
  clause: MatchClauseDraft;
  join: "and" | "or";
  problem: string | undefined;
  onJoin: (join: "and" | "or") => void;
  onChange: (change: Partial<MatchClauseDraft>) => void;
  onRemove: () => void;
}) {
  const { clause, index: i } = props;
  const n = i + 1;
  return (
    <Grid
      templateColumns={{ base: "4.5rem 1fr 2.25rem", md: "4.5rem 8rem 10rem 1fr 2.25rem" }}
      templateAreas={{ base: `"join field remove" ". type ." ". value ."`, md: `"join field type value remove"` }}
      gap="2"
      alignItems="start"
      role="group"
      aria-label={`Condition ${n}`}
    >
      <Box gridArea="join">
        {i === 0 ? (
          <Select label="Join conditions with" value={props.join} options={JOIN_OPTIONS} onChange={(v) => props.onJoin(v as "and" | "or")} />
        ) : (
          <Text fontSize="sm" color="fg.muted" lineHeight="2.25rem" textAlign="center" title="Set by the first condition">
            {props.join}
          </Text>
        )}
      </Box>
      <Box gridArea="field">
        <Select label={`Condition ${n} field`} value={clause.matchField} options={MATCH_FIELD_OPTIONS} onChange={(v) => props.onChange({ matchField: v as MatchClauseDraft["matchField"] })} />
      </Box>
      <Box gridArea="type">
        <Select label={`Condition ${n} match`} value={clause.matchType} options={MATCH_TYPE_OPTIONS} onChange={(v) => props.onChange({ matchType: v as MatchClauseDraft["matchType"] })} />
      </Box>
      <Field.Root gridArea="value" invalid={Boolean(props.problem)}>
        <Input size="sm" aria-label={`Condition ${n} value`} placeholder="Text to match (case sensitive)" value={clause.matchValue} onChange={(e) => props.onChange({ matchValue: e.target.value })} />
        {props.problem && <Field.ErrorText>{props.problem}</Field.ErrorText>}
      </Field.Root>
      <IconButton gridArea="remove" size="sm" variant="ghost" aria-label={`Remove condition ${n}`} title={`Remove condition ${n}`} onClick={props.onRemove}>
        <TrashIcon />
      </IconButton>
    </Grid>
  );
}

function ThenClauseRow(props: {
  index: number;
  clause: ThenClauseDraft;
  tags: ReadonlyArray<{ readonly contentItemTagId: string; readonly name: string }>;
  problem: string | undefined;
  removable: boolean;
  onType: (type: ActionType) => void;
  onValue: (value: string) => void;
  onRemove: () => void;
}) {
  const { clause, index: i } = props;
  const n = i + 1;
  let value: ReactNode = null;
  if (clause.actionType === "send_email") {
    value = <Input size="sm" type="email" aria-label={`Step ${n} email address`} placeholder="you@example.com" value={clause.actionValue} onChange={(e) => props.onValue(e.target.value)} />;
  } else if (clause.actionType === "trigger_webhook") {
    value = <Input size="sm" type="url" inputMode="url" aria-label={`Step ${n} webhook URL`} placeholder="https://…" value={clause.actionValue} onChange={(e) => props.onValue(e.target.value)} />;
  } else if (clause.actionType === "assign_tag") {
    value = (
      <Select
        label={`Step ${n} tag`}
        value={clause.actionValue}
        placeholder="Choose a tag"
        options={props.tags.map((t) => ({ value: t.contentItemTagId, label: t.name }))}
        onChange={props.onValue}
      />
    );
  }
  return (
    <Grid
      templateColumns={{ base: "1fr 2.25rem", md: "12rem 1fr 2.25rem" }}
      templateAreas={{ base: `"type remove" "value ."`, md: `"type value remove"` }}
      gap="2"
      alignItems="start"
      role="group"
      aria-label={`Step ${n}`}
    >
      <Box gridArea="type">
        <Select label={`Step ${n} action`} value={clause.actionType} options={ACTION_TYPE_OPTIONS} onChange={(v) => props.onType(v as ActionType)} />
      </Box>
      <Field.Root gridArea="value" invalid={Boolean(props.problem)}>
        {value}
        {props.problem && <Field.ErrorText>{props.problem}</Field.ErrorText>}
      </Field.Root>
      <IconButton
        gridArea="remove"
        size="sm"
        variant="ghost"
        aria-label={props.removable ? `Remove step ${n}` : "An action needs at least one step"}
        title={props.removable ? `Remove step ${n}` : "An action needs at least one step"}
        disabled={!props.removable}
        onClick={props.onRemove}
      >
        <TrashIcon />
      </IconButton>
    </Grid>
  );
}
