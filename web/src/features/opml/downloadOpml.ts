import { fetchQuery, graphql } from "react-relay";
import type { Environment } from "relay-runtime";
import type { downloadOpmlQuery } from "../../__generated__/downloadOpmlQuery.graphql";
import { UNKNOWN_ERROR } from "../../ui/errorToast";

const exportQuery = graphql`
  query downloadOpmlQuery($folderId: ID) {
    opmlExport(folderId: $folderId) {
      fileName
      opml
    }
  }
`;

/** Saves text as a file through a temporary object URL (no server round trip for the download itself). */
function saveFile(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/x-opml;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads the reading list, or one folder, as OPML under the name the server gives it ({username}-opml-export,
 * or with the folder's name). Fetched on click (network-only), so the file is never an old copy from the store.
 */
export async function downloadOpml(environment: Environment, folderId: string | null): Promise<void> {
  const data = await fetchQuery<downloadOpmlQuery>(environment, exportQuery, { folderId }, { fetchPolicy: "network-only" }).toPromise();
  if (!data) throw new Error(UNKNOWN_ERROR);
  saveFile(data.opmlExport.fileName, data.opmlExport.opml);
}
