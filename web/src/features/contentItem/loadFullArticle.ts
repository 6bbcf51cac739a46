import { useCallback } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import type { loadFullArticleMutation } from "../../__generated__/loadFullArticleMutation.graphql";
import { commitAsPromise, type MutationOutcome } from "../subscriptions/commitAsPromise";

/** An article the server read for this request only (the site asks not to keep copies: robots noarchive). */
export interface ShownArticle {
  html: string;
  url: string;
  siteName?: string | null | undefined;
}

const mutation = graphql`
  mutation loadFullArticleMutation($input: LoadFullArticleInput!) {
    loadFullArticle(input: $input) {
      __typename
      ... on LoadFullArticlePayload {
        stored
        article {
          html
          url
          siteName
        }
        # The item as now stored: a kept article shows through its own fields (and in every view of it).
        contentItem {
          id
          fullArticleStatus
          fullArticleError
          fullArticle {
            html
            url
            siteName
          }
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

/**
 * Load full article: the server fetches the item's page and reads its article now (or answers the stored one).
 * Resolves with the article when the site asked not to keep copies (the caller shows it for this visit), null when
 * it was stored (the store's item now carries it), or the user-facing error (no link, no article, unreachable).
 */
export function useLoadFullArticle() {
  const environment = useRelayEnvironment();
  return useCallback(
    (id: string): Promise<MutationOutcome<ShownArticle | null>> =>
      commitAsPromise<loadFullArticleMutation, ShownArticle | null>(environment, { mutation, variables: { input: { id } } }, (response) => {
        const r = response.loadFullArticle;
        return { result: r, value: r.__typename === "LoadFullArticlePayload" && r.stored === false && r.article ? r.article : null };
      }),
    [environment],
  );
}
