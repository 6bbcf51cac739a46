import { graphql, useMutation } from "react-relay";
import type { AppSettingsInput, useAppSettingsMutation as Mutation } from "../../__generated__/useAppSettingsMutation.graphql";

/**
 * Saves appearance/default settings. The payload's Settings node replaces the store's copy, so every
 * screen (and the document's theme) follows at once. Resolves to an error message or null.
 */
export function useAppSettingsMutation(): [(input: AppSettingsInput) => Promise<string | null>, boolean] {
  const [commit, busy] = useMutation<Mutation>(graphql`
    mutation useAppSettingsMutation($input: AppSettingsInput!) {
      updateAppSettings(input: $input) {
        __typename
        ... on SettingsPayload {
          settings {
            ...AppearanceSync_settings
            ...AppearanceTab_settings
            ...DefaultsTab_settings
          }
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fields {
            message
          }
        }
      }
    }
  `);
  const save = (input: AppSettingsInput) =>
    new Promise<string | null>((resolve) =>
      commit({
        variables: { input },
        onCompleted: ({ updateAppSettings: r }) => {
          if (r.__typename === "SettingsPayload") return resolve(null);
          const field = r.__typename === "ValidationError" ? r.fields?.[0]?.message : undefined;
          resolve(field ?? ("message" in r && r.message ? r.message : "An unknown error occurred, please try again."));
        },
        onError: (e) => resolve(e.message),
      }),
    );
  return [save, busy];
}
