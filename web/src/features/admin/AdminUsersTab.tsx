import { Badge, Box, HStack, Link, Stack, Table, Text } from "@chakra-ui/react";
import { useTransition } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { AdminUsersTabQuery } from "../../__generated__/AdminUsersTabQuery.graphql";
import { DebouncedSearchInput } from "../../ui/DebouncedSearchInput";
import { Pager } from "../../ui/Pager";
import { formatDateTime, formatTimeAgo } from "../feeds/formatDate";
import { LibraryEmpty } from "../library/LibraryEmpty";
import { type LibraryParamsChange, useLibraryParams } from "../library/libraryParams";
import { PropertiesLink } from "../library/rowActions";
import { ADMIN_SEARCH_DEBOUNCE_MS } from "./AdminFeedsTab";
import { tierLabel } from "./tierLabel";

const query = graphql`
  query AdminUsersTabQuery($search: String, $page: Int!) {
    adminUsers(search: $search, page: $page) {
      page
      hasNextPage
      users {
        id
        userId
        username
        email
        createdAt
        settings {
          accountSettings {
            isAdmin
            isGuest
            tier
            premiumUntil
          }
        }
      }
    }
  }
`;

/**
 * The administrators' Users tab: users newest first, 25 a page, searched by email, username or id (1 s after the
 * last key); each opens the user properties modal at /users/{id}/properties over this table.
 */
export function AdminUsersTab() {
  const [params, setParamsNow] = useLibraryParams();
  const [pending, startTransition] = useTransition();
  const setParams = (change: LibraryParamsChange) => startTransition(() => void setParamsNow(change));
  const data = useLazyLoadQuery<AdminUsersTabQuery>(query, { search: params.search || null, page: params.page }, { fetchPolicy: "store-and-network" });
  const { users, page, hasNextPage } = data.adminUsers;

  return (
    <Stack gap="4">
      <HStack wrap="wrap" gap="3">
        <DebouncedSearchInput label="Search users by email, username or id" placeholder="Search users" value={params.search} onChange={(search) => setParams({ search })} delayMs={ADMIN_SEARCH_DEBOUNCE_MS} />
      </HStack>
      {users.length === 0 ? (
        <LibraryEmpty title="No users match" description="Search by email, username or account id." />
      ) : (
        <Box opacity={pending ? 0.6 : 1} transition="opacity 0.15s">
          <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l2">
            <Table.Root size="sm" aria-label="Users" aria-busy={pending}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>User</Table.ColumnHeader>
                  <Table.ColumnHeader>Plan</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">Joined</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end" hideBelow="sm">
                    Actions
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {users.map((u) => {
                  const a = u.settings.accountSettings;
                  const name = u.username ?? u.email ?? (a.isGuest ? "Guest" : u.userId);
                  const properties = `/users/${u.userId}/properties`;
                  return (
                    <Table.Row key={u.id}>
                      <Table.Cell maxW={{ base: "12rem", md: "28rem" }}>
                        <Stack gap="0" minW="0">
                          <HStack gap="2">
                            <Link asChild fontWeight="medium" truncate>
                              <RouterLink to={properties}>{name}</RouterLink>
                            </Link>
                            {a.isAdmin && <Badge colorPalette="purple">Admin</Badge>}
                          </HStack>
                          <Text fontSize="xs" color="fg.muted" truncate>
                            {u.email ?? u.userId}
                          </Text>
                        </Stack>
                      </Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={a.tier === "pro" ? "green" : "gray"} title={a.premiumUntil ? `Pro until ${formatDateTime(a.premiumUntil)}` : undefined}>
                          {tierLabel(a.tier, a.premiumUntil)}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell hideBelow="md" color="fg.muted">
                        <time dateTime={u.createdAt} title={formatDateTime(u.createdAt)}>
                          {formatTimeAgo(u.createdAt)}
                        </time>
                      </Table.Cell>
                      {/* On a phone the name is the way in: the row stays within the screen. */}
                      <Table.Cell textAlign="end" hideBelow="sm">
                        <PropertiesLink to={properties} name={name} />
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Box>
      )}
      <Pager label="User pages" page={page} hasNextPage={hasNextPage} onPage={(p) => setParams({ page: p })} />
    </Stack>
  );
}
