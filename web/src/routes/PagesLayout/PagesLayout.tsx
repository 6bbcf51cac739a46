import { Box, Flex, HStack } from "@chakra-ui/react";
import { Suspense } from "react";
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Outlet, useLoaderData } from "react-router";
import type { PagesLayoutQuery } from "../../__generated__/PagesLayoutQuery.graphql";
import { AppearanceSync } from "../../features/settings/AppearanceSync";
import { environment } from "../../relay/environment";
import { useRemoveBootSkeleton } from "../../ui/bootSkeleton";
import { LogoLink } from "../../ui/LogoLink";
import { PageSpinner } from "../../ui/PageSpinner";
import { Footer } from "../MainLayout/Footer";

const query = graphql`
  query PagesLayoutQuery {
    viewer {
      settings {
        ...AppearanceSync_settings
      }
    }
  }
`;

export function loader() {
  return loadQuery<PagesLayoutQuery>(environment, query, {}, { fetchPolicy: "store-or-network" });
}

/** The second layout (/pages/*): sign-in pages, upgrade and static pages, centred on a plain frame. */
export function PagesLayout() {
  const data = usePreloadedQuery<PagesLayoutQuery>(query, useLoaderData() as PreloadedQuery<PagesLayoutQuery>);
  useRemoveBootSkeleton();
  return (
    <Flex direction="column" minH="100dvh">
      {data.viewer && <AppearanceSync settings={data.viewer.settings} />}
      <HStack as="header" px={{ base: "4", md: "8" }} h="14" borderBottomWidth="1px" borderColor="border" bg="bg.panel">
        <LogoLink />
      </HStack>
      <Box as="main" flex="1" px="4" py={{ base: "6", md: "12" }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Flex>
  );
}
