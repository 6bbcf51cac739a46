import { Badge, Box, Button, HStack, IconButton, Input, Stack, Switch, Text, Tooltip } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { ActionsTab_actions$data, ActionsTab_actions$key } from "../../__generated__/ActionsTab_actions.graphql";
import type { ActionsTab_viewer$key } from "../../__generated__/ActionsTab_viewer.graphql";
import { notifyUserError } from "../../ui/errorToast";
import { PencilIcon, PlayIcon, PlusIcon, TrashIcon } from "../../ui/icons";
import { notifyError, notifySuccess, toaster } from "../../ui/toaster";
import { formatDateTime, formatTimeAgo } from "../feeds/formatDate";
import { MATCH_FIELD_OPTIONS, MATCH_TYPE_OPTIONS } from "../filters/filterDraft";
import { ACTION_TYPE_OPTIONS, RUN_DEFAULT, RUN_MAX, runCountOf, runCountText } from "./actionDraft";
import { ActionEditor, type ActionScope } from "./ActionEditor";
import {
  ACTION_DELETED, ACTION_RAN, ACTION_RUN_CALL_FAILED, ACTION_RUN_ERROR, ACTION_STILL_RUNNING, ACTION_UPDATE_FAILED, ACTIONS_UPDATED,
} from "./actionMessages";
import { useActionMutations } from "./actionMutations";

const NEW = "new";

/**
 * The Actions tab of subscription, folder and content tag settings (spec part 2 section 2): each action as a
 * row saying what it does, its enabled switch (saved at once), its last result (a tooltip holds the time and
 * any error), a re-run with a count (10 unless told, at most 100) and Edit / Delete. Edit or Add action opens
 * the editor, with the action's matching items once it is saved. One editor is open at a time.
 */
export function ActionsTab(props: {
  actions: ActionsTab_actions$key;
  viewer: ActionsTab_viewer$key;
  scope: ActionScope;
  scopeId: string;
  noun: string;
  /** A run may have marked items read or tagged them. */
  onListChanged: () => void;
}) {
  const actions = useFragment(
    graphql`
      fragment ActionsTab_actions on Action @relay(plural: true) {
        id
        enabled
        matchClauseType
        matchClauses {
          matchField
          matchType
          matchValue
        }
        clauses {
          actionType
          actionValue
          contentItemTag {
            name
          }
        }
        lastTriggerResult
        lastErrorMessage
        lastTriggerAt
        ...ActionEditor_action
      }
    `,
    props.actions,
  );
  const viewer = useFragment(
    graphql`
      fragment ActionsTab_viewer on User {
        ...ActionEditor_viewer
      }
    `,
    props.viewer,
  );
  const [editing, setEditing] = useState<string | null>(null);
  const mutations = useActionMutations(props.scopeId);

  const toggle = async (id: string, enabled: boolean) => {
    const r = await mutations.update({ id, enabled });
    if (r.ok) notifySuccess(ACTIONS_UPDATED);
    else notifyUserError(r.error, ACTION_UPDATE_FAILED);
  };
  const remove = async (id: string) => {
    const r = await mutations.remove(id);
    if (!r.ok) return notifyUserError(r.error, ACTION_UPDATE_FAILED);
    if (editing === id) setEditing(null);
    notifySuccess(ACTION_DELETED);
  };
  const run = async (a: ActionsTab_actions$data[number], count: number) => {
    const r = await mutations.run(a.id, count, a.lastTriggerAt ?? null);
    if (!r.ok) {
      // A run refused while another runs says so (ACTION_ALREADY_RUNNING); any other failed call is the spec's.
      notifyError(r.error.displayMessageKey === "ACTION_ALREADY_RUNNING" && r.error.message ? r.error.message : ACTION_RUN_CALL_FAILED);
      return;
    }
    if (r.value.result === "success") notifySuccess(ACTION_RAN);
    else if (r.value.result === "failed") notifyError(r.value.message || ACTION_RUN_ERROR);
    else toaster.create({ type: "info", title: ACTION_STILL_RUNNING });
    props.onListChanged();
  };
  const editor = (action: ActionsTab_actions$data[number] | null) => (
    <ActionEditor key={action?.id ?? NEW} action={action} viewer={viewer} scope={props.scope} scopeId={props.scopeId} onDone={() => setEditing(null)} />
  );

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        Actions act once on each new item of this {props.noun} that passes its filters: mark it read, email it, tag it or send it to a webhook.
      </Text>
      {actions.length === 0 && editing !== NEW && (
        <Text fontSize="sm" color="fg.muted">
          No actions yet.
        </Text>
      )}
      <Stack gap="3" as="ul" listStyleType="none" m="0" p="0" aria-label="Actions">
        {actions.map((a) => (
          <Box as="li" key={a.id}>
            {editing === a.id ? (
              editor(a)
            ) : (
              <ActionRow action={a} onEdit={() => setEditing(a.id)} onToggle={(on) => void toggle(a.id, on)} onDelete={() => void remove(a.id)} onRun={(n) => run(a, n)} />
            )}
          </Box>
        ))}
      </Stack>
      {editing === NEW ? (
        editor(null)
      ) : (
        <Box>
          <Button size="sm" variant="outline" onClick={() => setEditing(NEW)}>
            <PlusIcon /> Add action
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** One line for what an action does: "When title contains “x”: Mark as read, then Trigger a webhook (https://…)". */
function describeAction(a: ActionsTab_actions$data[number]): string {
  const when = a.matchClauses.length
    ? `When ${a.matchClauses
        .map((c) => `${(MATCH_FIELD_OPTIONS.find((o) => o.value === c.matchField)?.label ?? c.matchField).toLowerCase()} ${MATCH_TYPE_OPTIONS.find((o) => o.value === c.matchType)?.label ?? c.matchType} “${c.matchValue}”`)
        .join(` ${a.matchClauseType} `)}`
    : "For every new item";
  const then = a.clauses
    .map((c) => {
      const label = ACTION_TYPE_OPTIONS.find((o) => o.value === c.actionType)?.label ?? c.actionType;
      const value = c.actionType === "assign_tag" ? (c.contentItemTag?.name ?? "a deleted tag") : c.actionValue;
      return value ? `${label} (${value})` : label;
    })
    .join(", then ");
  return `${when}: ${then}`;
}

function ActionRow(props: {
  action: ActionsTab_actions$data[number];
  onEdit: () => void;
  onToggle: (enabled: boolean) => void;
  onDelete: () => void;
  onRun: (count: number) => Promise<void>;
}) {
  const a = props.action;
  const description = describeAction(a);
  const [count, setCount] = useState("");
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    await props.onRun(runCountOf(count));
    setRunning(false);
  };
  return (
    <Stack gap="3" borderWidth="1px" borderColor="border.muted" rounded="md" p="3" opacity={a.enabled ? 1 : 0.85}>
      <HStack gap="3" align="start">
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <LastResult result={a.lastTriggerResult ?? null} message={a.lastErrorMessage ?? null} at={a.lastTriggerAt ?? null} />
            {!a.enabled && <Badge variant="outline">Off</Badge>}
          </HStack>
          <Text fontSize="sm" wordBreak="break-word">
            {description}
          </Text>
        </Stack>
        <HStack gap="1" flexShrink={0}>
          <Switch.Root size="sm" checked={a.enabled} onCheckedChange={(e) => props.onToggle(e.checked)} colorPalette="brand">
            <Switch.HiddenInput aria-label={`Enabled: ${description}`} />
            <Switch.Control />
          </Switch.Root>
          <IconButton size="sm" variant="ghost" aria-label={`Edit action: ${description}`} title="Edit" onClick={props.onEdit}>
            <PencilIcon />
          </IconButton>
          <IconButton size="sm" variant="ghost" aria-label={`Delete action: ${description}`} title="Delete" onClick={props.onDelete}>
            <TrashIcon />
          </IconButton>
        </HStack>
      </HStack>
      <HStack gap="2" flexWrap="wrap">
        <Input
          size="xs"
          w="5.5rem"
          inputMode="numeric"
          aria-label="Items to run on"
          placeholder={String(RUN_DEFAULT)}
          title={`The newest matching items to act on again: ${RUN_DEFAULT} unless you say, at most ${RUN_MAX}`}
          value={count}
          onChange={(e) => setCount(runCountText(e.target.value))}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void run();
            }
          }}
        />
        <Button size="xs" variant="subtle" loading={running} loadingText="Running" onClick={() => void run()}>
          <PlayIcon /> Run
        </Button>
        <Text fontSize="xs" color="fg.muted">
          on the newest {runCountOf(count)} matching {runCountOf(count) === 1 ? "item" : "items"}
        </Text>
      </HStack>
    </Stack>
  );
}

/**
 * The action's last result (spec part 2 section 4: success or failed; a failed action is turned off and its owner
 * emailed). The tooltip, on hover and on keyboard focus, holds when it ran and the error.
 */
function LastResult(props: { result: string | null; message: string | null; at: string | null }) {
  if ((props.result !== "success" && props.result !== "failed") || !props.at) {
    return (
      <Badge variant="subtle" colorPalette="gray">
        Not run yet
      </Badge>
    );
  }
  const failed = props.result === "failed";
  const detail = failed
    ? `Failed ${formatDateTime(props.at)}: ${props.message || ACTION_RUN_ERROR}. The action was turned off and you were emailed.`
    : `Succeeded ${formatDateTime(props.at)}`;
  return (
    <Tooltip.Root openDelay={150} positioning={{ placement: "top-start" }}>
      <Tooltip.Trigger asChild>
        <Badge asChild variant="subtle" colorPalette={failed ? "red" : "green"} cursor="default">
          <button type="button" aria-label={`Last run: ${detail}`}>
            {failed ? "Failed" : "Succeeded"} {formatTimeAgo(props.at)}
          </button>
        </Badge>
      </Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content maxW="xs">{detail}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}
