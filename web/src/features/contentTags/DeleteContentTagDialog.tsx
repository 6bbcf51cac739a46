import { Button, Text } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { useLocation, useNavigate } from "react-router";
import type { DeleteContentTagDialog_tag$key } from "../../__generated__/DeleteContentTagDialog_tag.graphql";
import { AppDialog } from "../../ui/AppDialog";
import { notifyUserError } from "../../ui/errorToast";
import { notifySuccess } from "../../ui/toaster";
import { useContentTagMutations } from "./contentTagMutations";
import { isOnTagPage } from "./contentTagPaths";

/** Where a deleted tag's page sends the reader: the library's tag list (spec part 1 section 2.1, #tags). */
const AFTER_DELETE_PATH = "/library#tags";

/**
 * Delete-tag confirmation (spec part 2 section 2: "delete-tag confirmations"). The items stay where they
 * are; only the tag and its taggings go. Deleting the tag whose page is open leaves that page.
 */
export function DeleteContentTagDialog(props: { tag: DeleteContentTagDialog_tag$key; onClose: () => void }) {
  const live = useFragment(
    graphql`
      fragment DeleteContentTagDialog_tag on ContentItemTag {
        id
        contentItemTagId
        slug
        name
        isSystem
        totalContentItems
      }
    `,
    props.tag,
  );
  // The dialog may still be closing when the tag leaves the viewer's list: keep showing it as it was.
  const [tag] = useState(live);
  const mutations = useContentTagMutations();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    const r = await mutations.remove(tag.id);
    setBusy(false);
    if (!r.ok) return notifyUserError(r.error);
    notifySuccess(`Deleted tag ${tag.name}`);
    props.onClose();
    if (isOnTagPage(pathname, { contentItemTagId: tag.contentItemTagId, slug: tag.slug })) void navigate(AFTER_DELETE_PATH, { replace: true });
  };

  const n = tag.totalContentItems;
  return (
    <AppDialog
      title={`Delete ${tag.name}?`}
      onClose={props.onClose}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button colorPalette="red" loading={busy} disabled={tag.isSystem} onClick={() => void confirm()}>
            Delete
          </Button>
        </>
      }
    >
      <Text>
        Delete the tag <strong>{tag.name}</strong>
        {n > 0 ? ` from its ${n} ${n === 1 ? "item" : "items"}` : ""}? The items themselves are not deleted.
      </Text>
    </AppDialog>
  );
}
