import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData } from "react-router";
import type { ProfilePageQuery } from "../../__generated__/ProfilePageQuery.graphql";
import { ProfileForm } from "../../features/account/ProfileForm";
import { environment } from "../../relay/environment";
import { AuthCard } from "../../ui/AuthCard";

const query = graphql`
  query ProfilePageQuery {
    viewer {
      ...ProfileForm_user
    }
  }
`;

export function loader() {
  return loadQuery<ProfilePageQuery>(environment, query, {}, { fetchPolicy: "store-and-network" });
}

export function ProfilePage() {
  const data = usePreloadedQuery<ProfilePageQuery>(query, useLoaderData() as PreloadedQuery<ProfilePageQuery>);
  return <AuthCard title="Profile">{data.viewer && <ProfileForm user={data.viewer} />}</AuthCard>;
}
