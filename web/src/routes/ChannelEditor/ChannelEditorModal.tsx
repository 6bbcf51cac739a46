import { Text } from "@chakra-ui/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, useNavigate, useParams } from "react-router";
import type { ChannelEditorModalQuery } from "../../__generated__/ChannelEditorModalQuery.graphql";
import type { ChannelEditorModalViewerQuery } from "../../__generated__/ChannelEditorModalViewerQuery.graphql";
import type { LibraryPageQuery } from "../../__generated__/LibraryPageQuery.graphql";
import { ChannelForm, type ChannelDraft } from "../../features/channels/ChannelForm";
import { useChannelMutations } from "../../features/channels/channelMutations";
import { CHANNEL_MESSAGES } from "../../features/channels/channelOptions";
import { AppDialog } from "../../ui/AppDialog";
import { PageSpinner } from "../../ui/PageSpinner";
import { notifySuccess } from "../../ui/toaster";
import { useCloseModal } from "../../ui/useCloseModal";
import { usePageTitle } from "../../ui/usePageTitle";
import { LibraryScreen, loader as libraryLoader } from "../Library/LibraryPage";

const viewerQuery = graphql`
  query ChannelEditorModalViewerQuery {
    viewer {
      id
      settings {
        accountSettings {
          isAdmin
        }
      }
    }
  }
`;

const query = graphql`
  query ChannelEditorModalQuery($id: ID!) {
    channel(id: $id) {
      id
      name
      ...ChannelForm_channel
    }
  }
`;

function useIsAdmin() {
  return useLazyLoadQuery<ChannelEditorModalViewerQuery>(viewerQuery, {}, { fetchPolicy: "store-or-network" }).viewer?.settings.accountSettings.isAdmin === true;
}

/** /channels/create draws the Library's Channels table behind its modal. */
export function loader() {
  return libraryLoader();
}

/** /channels/create (spec part 3 section 2): the admin modal over the Library's Channels tab. */
export function ChannelCreateRoute() {
  const library = useLoaderData() as PreloadedQuery<LibraryPageQuery>;
  return (
    <>
      <LibraryScreen queryRef={library} tab="channels" />
      <Suspense fallback={null}>
        <ChannelCreateModal />
      </Suspense>
    </>
  );
}

function ChannelCreateModal() {
  usePageTitle("New channel");
  const isAdmin = useIsAdmin();
  const close = useCloseModal("/library#channels");
  const navigate = useNavigate();
  const mutations = useChannelMutations();
  const save = async (d: ChannelDraft) => {
    const r = await mutations.create({ name: d.name.trim(), description: d.description.trim(), promptInstructions: d.promptInstructions.trim() });
    if (r.ok) {
      notifySuccess(CHANNEL_MESSAGES.created);
      void navigate(`/channels/${r.value}`, { replace: true });
    }
    return r;
  };
  return (
    <AppDialog title={isAdmin ? "New channel" : "Not available"} onClose={close} size="lg">
      {isAdmin ? <ChannelForm submitLabel="Create channel" onSave={save} onCancel={close} /> : <Text color="fg.muted">Channels are created by administrators.</Text>}
    </AppDialog>
  );
}

/** /channels/{id}/edit (spec part 3 section 2): the admin modal over the channel view. */
export function ChannelEditModal() {
  const { id = "" } = useParams();
  const isAdmin = useIsAdmin();
  const close = useCloseModal(`/channels/${id}`);
  return (
    <AppDialog title={isAdmin ? "Edit channel" : "Not available"} onClose={close} size="lg">
      {isAdmin ? (
        <Suspense fallback={<PageSpinner />}>
          <ChannelEdit id={id} onDone={close} />
        </Suspense>
      ) : (
        <Text color="fg.muted">Channels are edited by administrators.</Text>
      )}
    </AppDialog>
  );
}

function ChannelEdit(props: { id: string; onDone: () => void }) {
  const data = useLazyLoadQuery<ChannelEditorModalQuery>(query, { id: props.id }, { fetchPolicy: "store-and-network" });
  const mutations = useChannelMutations();
  usePageTitle(data.channel ? `Edit ${data.channel.name}` : CHANNEL_MESSAGES.notFound);
  if (!data.channel) return <Text color="fg.muted">{CHANNEL_MESSAGES.notFound}</Text>;
  const channelGlobalId = data.channel.id;
  const save = async (d: ChannelDraft) => {
    const r = await mutations.update({ id: channelGlobalId, name: d.name.trim(), description: d.description.trim(), promptInstructions: d.promptInstructions.trim(), enabled: d.enabled });
    if (r.ok) {
      notifySuccess(CHANNEL_MESSAGES.updated);
      props.onDone();
    }
    return r;
  };
  return <ChannelForm channel={data.channel} submitLabel="Save changes" onSave={save} onCancel={props.onDone} />;
}
