import { Button, Text } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from "react-router";
import type { DigestEditorModalQuery, DigestEditorModalQuery$data } from "../../__generated__/DigestEditorModalQuery.graphql";
import { DigestEditorForm, type SourceOptions } from "../../features/digests/DigestEditorForm";
import { DIGEST_MESSAGES, type SourceKind } from "../../features/digests/digestOptions";
import { useDigestMutations } from "../../features/digests/digestMutations";
import { defaultForm, toInput, type DigestForm, type DigestProperties } from "../../features/digests/editorState";
import { DEFAULT_SCHEDULE, toCron } from "../../features/digests/scheduleBuilder";
import { toGlobalId } from "../../relay/globalId";
import { environment } from "../../relay/environment";
import { AppDialog } from "../../ui/AppDialog";
import type { UserFacingError } from "../../ui/errorToast";
import { notifySuccess } from "../../ui/toaster";
import { useCloseModal } from "../../ui/useCloseModal";
import { APP_NAME, usePageTitle } from "../../ui/usePageTitle";

const query = graphql`
  query DigestEditorModalQuery($id: ID!, $editing: Boolean!) {
    viewer {
      id
      settings {
        accountSettings {
          isAdmin
        }
      }
      folders {
        folderId
        name
      }
      contentItemTags {
        contentItemTagId
        name
      }
      subscriptions(first: 500) {
        edges {
          node {
            subscriptionId
            title
          }
        }
      }
    }
    node(id: $id) @include(if: $editing) {
      ... on ScheduledDigest {
        id
        name
        cron
        enabled
        storyTopic
        properties
        subscription {
          subscriptionId
        }
        folder {
          folderId
        }
        contentItemTag {
          contentItemTagId
        }
      }
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  const editing = Boolean(params.id);
  return loadQuery<DigestEditorModalQuery>(environment, query, { id: toGlobalId("ScheduledDigest", params.id ?? "new"), editing }, { fetchPolicy: "store-and-network" });
}

type Series = NonNullable<DigestEditorModalQuery$data["node"]>;

function formOf(s: Series | null, search: URLSearchParams): DigestForm {
  const base = defaultForm(APP_NAME);
  if (!s?.id) {
    // Create: a source named in the URL (from a subscription, folder or tag menu) is chosen already.
    const pick: Array<[string, SourceKind]> = [
      ["subscriptionId", "subscription"],
      ["folderId", "subscription_tag"],
      ["contentItemTagId", "content_tag"],
    ];
    const found = pick.find(([k]) => search.get(k));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
    return {
      ...base,
      name: search.get("name") ?? "",
      cron: toCron(DEFAULT_SCHEDULE, zone),
      ...(found ? { sourceKind: found[1], sourceId: search.get(found[0]) ?? "" } : {}),
    };
  }
  const kind: SourceKind = s.subscription ? "subscription" : s.folder ? "subscription_tag" : s.contentItemTag ? "content_tag" : "story_topic";
  return {
    name: s.name ?? "",
    cron: s.cron ?? null,
    enabled: s.enabled ?? true,
    sourceKind: kind,
    sourceId: s.subscription?.subscriptionId ?? s.folder?.folderId ?? s.contentItemTag?.contentItemTagId ?? "",
    storyTopic: s.storyTopic ?? "",
    properties: { ...base.properties, ...((s.properties ?? {}) as Partial<DigestProperties>) },
  };
}

/**
 * The scheduled digest editor as a modal route (spec part 3 section 2): /digests/series/{id}/properties edits a
 * series over its page; /digests/series/new (beyond the spec's routes: the Library's Create New and the source
 * menus open it, with ?subscriptionId=, ?folderId= or ?contentItemTagId= choosing the source) creates one and
 * opens its page.
 */
export function DigestEditorModal() {
  const data = usePreloadedQuery<DigestEditorModalQuery>(query, useLoaderData() as PreloadedQuery<DigestEditorModalQuery>);
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const close = useCloseModal(id ? `/digests/series/${id}` : "/library#digests");
  const mutations = useDigestMutations();
  const [error, setError] = useState<UserFacingError | null>(null);
  const [saving, setSaving] = useState(false);
  const series = data.node?.id ? data.node : null;
  usePageTitle(id ? (series?.name ? `${series.name} properties` : "Digest properties") : "New digest");
  const viewer = data.viewer;
  const sources: SourceOptions = {
    subscription: (viewer?.subscriptions.edges ?? []).map((e) => ({ id: e.node.subscriptionId, label: e.node.title })),
    subscription_tag: (viewer?.folders ?? []).map((f) => ({ id: f.folderId, label: f.name })),
    content_tag: (viewer?.contentItemTags ?? []).map((t) => ({ id: t.contentItemTagId, label: t.name })),
  };

  const save = async (form: DigestForm) => {
    setSaving(true);
    setError(null);
    // The GraphQL input takes global ids (a content tag's raw id is accepted as it is).
    const raw = toInput(form);
    const input = {
      ...raw,
      subscriptionId: raw.subscriptionId ? toGlobalId("FeedSubscription", raw.subscriptionId) : null,
      folderId: raw.folderId ? toGlobalId("Folder", raw.folderId) : null,
    };
    if (series?.id) {
      const r = await mutations.update({ id: series.id, ...input });
      setSaving(false);
      if (!r.ok) return setError({ ...r.error, message: r.error.message || DIGEST_MESSAGES.saveFailed });
      notifySuccess(DIGEST_MESSAGES.updated);
      close();
    } else {
      const r = await mutations.create(input);
      setSaving(false);
      if (!r.ok) return setError({ ...r.error, message: r.error.message || DIGEST_MESSAGES.saveFailed });
      notifySuccess(DIGEST_MESSAGES.created);
      void navigate(`/digests/series/${r.value}`, { replace: true });
    }
  };

  const missing = Boolean(id) && !series;
  return (
    <AppDialog
      title={id ? (series?.name ? `${series.name} properties` : "Digest properties") : "New digest"}
      onClose={close}
      size="lg"
      footer={
        missing ? undefined : (
          <>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" form="digest-editor" colorPalette="brand" loading={saving} disabled={saving}>
              {id ? "Save" : "Create digest"}
            </Button>
          </>
        )
      }
    >
      {missing ? (
        <Text color="fg.muted">{DIGEST_MESSAGES.seriesNotFound}</Text>
      ) : (
        <DigestEditorForm
          key={series?.id ?? "new"}
          formId="digest-editor"
          initial={formOf(series, search)}
          sources={sources}
          isAdmin={Boolean(viewer?.settings.accountSettings.isAdmin)}
          error={error}
          onSubmit={(f) => void save(f)}
          onChange={() => setError(null)}
        />
      )}
    </AppDialog>
  );
}
