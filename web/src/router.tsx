import { createBrowserRouter, Outlet, type RouteObject } from "react-router";
import { PageSpinner } from "./ui/PageSpinner";
import { RouteError } from "./ui/RouteError";

/**
 * Every page and its loader. Pages are lazy chunks; a page with data exports `loader`, which preloads the
 * page's one Relay query before it renders. The first page's chunks and loaders are awaited before anything
 * renders: each layout route names what shows meanwhile (HydrateFallback, on the route itself since a lazy
 * route's own is only known once loaded), a spinner rather than a blank page and React Router's warning.
 */
const tagProperties: RouteObject = {
  path: "properties",
  lazy: () => import("./routes/ContentTagProperties/ContentTagPropertiesModal").then((m) => ({ Component: m.ContentTagPropertiesModal, loader: m.loader })),
};

const routes: RouteObject[] = [
  {
    lazy: () => import("./routes/MainLayout/MainLayout").then((m) => ({ Component: m.MainLayout, loader: m.loader })),
    HydrateFallback: PageSpinner,
    errorElement: <RouteError />,
    children: [
      { path: "settings", lazy: () => import("./routes/Settings/SettingsPage").then((m) => ({ Component: m.SettingsPage, loader: m.loader })) },
      // Properties are modal routes on top of their page (spec: modals push a url; closing goes back).
      // Every item list and the item route share one host: an item opened from a list is a modal over the
      // same, still-mounted list (see ListHost). List routes draw only their modal children
      // (the list itself is the host's).
      // Discover (/) and a story page are hosted too (hostedPages.ts): their items open over them the same way.
      {
        lazy: () => import("./routes/ContentList/ListHost").then((m) => ({ Component: m.ListHost, loader: m.loader, shouldRevalidate: m.shouldRevalidate })),
        children: [
          { index: true, Component: Outlet },
          { path: "stories/:id", Component: Outlet },
          { path: "subscriptions/all", Component: Outlet },
          {
            path: "subscriptions/:id",
            Component: Outlet,
            children: [
              {
                path: "properties",
                lazy: () =>
                  import("./routes/SubscriptionProperties/SubscriptionPropertiesModal").then((m) => ({ Component: m.SubscriptionPropertiesModal, loader: m.loader })),
              },
            ],
          },
          {
            path: "folders/:id",
            Component: Outlet,
            children: [
              {
                path: "properties",
                lazy: () => import("./routes/FolderProperties/FolderPropertiesModal").then((m) => ({ Component: m.FolderPropertiesModal, loader: m.loader })),
              },
            ],
          },
          { path: "content", Component: Outlet },
          { path: "content/tags/read-later", Component: Outlet, children: [tagProperties] },
          { path: "content/tags/:id", Component: Outlet, children: [tagProperties] },
          // A topic's items (spec part 2 section 2), and its properties: aliases, which admins change.
          {
            path: "content/topics/:id",
            Component: Outlet,
            children: [
              {
                path: "properties",
                lazy: () => import("./routes/TopicProperties/TopicPropertiesModal").then((m) => ({ Component: m.TopicPropertiesModal })),
              },
            ],
          },
          {
            path: "content/:id",
            lazy: () => import("./routes/ContentList/ContentItemRoute").then((m) => ({ Component: m.ContentItemRoute, loader: m.loader })),
            children: [
              {
                path: "properties",
                lazy: () =>
                  import("./routes/ContentItemProperties/ContentItemPropertiesModal").then((m) => ({ Component: m.ContentItemPropertiesModal, loader: m.loader })),
              },
              // The item's Reddit thread, full screen over the item (spec part 2 section 2).
              { path: "comments", lazy: () => import("./routes/Comments/CommentsModal").then((m) => ({ Component: m.CommentsModal, loader: m.loader })) },
            ],
          },
        ],
      },
      {
        path: "feeds",
        lazy: () => import("./routes/Feeds/FeedsPage").then((m) => ({ Component: m.FeedsPage, loader: m.loader, shouldRevalidate: m.shouldRevalidate })),
      },
      { path: "feeds/tags/:id", lazy: () => import("./routes/FeedTag/FeedTagPage").then((m) => ({ Component: m.FeedTagPage, loader: m.loader })) },
      { path: "feeds/:id", lazy: () => import("./routes/FeedDetail/FeedDetailPage").then((m) => ({ Component: m.FeedDetailPage, loader: m.loader })) },
      { path: "library", lazy: () => import("./routes/Library/LibraryPage").then((m) => ({ Component: m.LibraryPage, loader: m.loader })) },
      // Scheduled digests (spec part 3 section 2): /digests and /digests/series are the Library's Digests tab; a
      // series page with its editor as a child modal; /digests/series/new creates one (beyond the spec's routes);
      // /digests/{id} is the digest's full-screen modal.
      { path: "digests", lazy: () => import("./ui/RedirectTo").then((m) => ({ Component: () => <m.RedirectTo to="/library#digests" /> })) },
      { path: "digests/series", lazy: () => import("./ui/RedirectTo").then((m) => ({ Component: () => <m.RedirectTo to="/library#digests" /> })) },
      {
        path: "digests/series/new",
        lazy: () => import("./routes/DigestEditor/DigestEditorModal").then((m) => ({ Component: m.DigestEditorModal, loader: m.loader })),
      },
      {
        path: "digests/series/:id",
        lazy: () => import("./routes/DigestSeries/DigestSeriesPage").then((m) => ({ Component: m.DigestSeriesPage, loader: m.loader })),
        children: [
          { path: "properties", lazy: () => import("./routes/DigestEditor/DigestEditorModal").then((m) => ({ Component: m.DigestEditorModal, loader: m.loader })) },
        ],
      },
      { path: "digests/:id", lazy: () => import("./routes/Digest/DigestModal").then((m) => ({ Component: m.DigestModal, loader: m.loader })) },
      // Channels (spec part 3 section 2): the channel view for anyone; the admin modals at /channels/create (over the
      // Library's Channels tab) and /channels/{id}/edit (over the channel).
      {
        path: "channels/create",
        lazy: () => import("./routes/ChannelEditor/ChannelEditorModal").then((m) => ({ Component: m.ChannelCreateRoute, loader: m.loader })),
      },
      {
        path: "channels/:id",
        lazy: () => import("./routes/Channel/ChannelPage").then((m) => ({ Component: m.ChannelPage, loader: m.loader })),
        children: [{ path: "edit", lazy: () => import("./routes/ChannelEditor/ChannelEditorModal").then((m) => ({ Component: m.ChannelEditModal })) }],
      },
      // An admin modal over the Library's Users table (spec part 1 section 2.1).
      {
        path: "users/:id/properties",
        lazy: () => import("./routes/UserProperties/UserPropertiesModal").then((m) => ({ Component: m.UserPropertiesRoute, loader: m.loader })),
      },
      // Stories and the topic index (spec part 1 section 2.1); a story page and a topic page are hosted above.
      { path: "stories", lazy: () => import("./routes/Stories/StoriesPage").then((m) => ({ Component: m.StoriesPage, loader: m.loader })) },
      { path: "content/topics", lazy: () => import("./routes/Topics/TopicsPage").then((m) => ({ Component: m.TopicsPage, loader: m.loader })) },
      // The admin topic modal over the Library's Topics tab (spec part 1 section 2.1, part 3 section 2).
      { path: "admin/topics/:id", lazy: () => import("./routes/TopicProperties/AdminTopicModal").then((m) => ({ Component: m.AdminTopicRoute, loader: m.loader })) },
      { path: "*", lazy: () => import("./routes/NotFound/NotFoundPage").then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
  {
    path: "pages",
    lazy: () => import("./routes/PagesLayout/PagesLayout").then((m) => ({ Component: m.PagesLayout, loader: m.loader })),
    HydrateFallback: PageSpinner,
    errorElement: <RouteError />,
    children: [
      { path: "login", lazy: () => import("./routes/Auth/LoginPage").then((m) => ({ Component: m.LoginPage })) },
      { path: "register", lazy: () => import("./routes/Auth/RegisterPage").then((m) => ({ Component: m.RegisterPage })) },
      { path: "forgot", lazy: () => import("./routes/Auth/ForgotPage").then((m) => ({ Component: m.ForgotPage })) },
      { path: "reset", lazy: () => import("./routes/Auth/ResetPage").then((m) => ({ Component: m.ResetPage })) },
      { path: "verify", lazy: () => import("./routes/Auth/VerifyPage").then((m) => ({ Component: m.VerifyPage })) },
      { path: "profile", lazy: () => import("./routes/Profile/ProfilePage").then((m) => ({ Component: m.ProfilePage, loader: m.loader })) },
      { path: "upgrade", lazy: () => import("./routes/Upgrade/UpgradePage").then((m) => ({ Component: m.UpgradePage, loader: m.loader })) },
      { path: ":slug", lazy: () => import("./routes/Static/StaticPage").then((m) => ({ Component: m.StaticPage })) },
    ],
  },
  // Older navigation links /register and /login (spec part 1 section 2.1).
  { path: "register", HydrateFallback: PageSpinner, lazy: () => import("./ui/RedirectTo").then((m) => ({ Component: () => <m.RedirectTo to="/pages/register" /> })) },
  { path: "login", HydrateFallback: PageSpinner, lazy: () => import("./ui/RedirectTo").then((m) => ({ Component: () => <m.RedirectTo to="/pages/login" /> })) },
];

/** Created only after the session exists: the router runs the first page's loaders as soon as it is made. */
export function createRouter() {
  return createBrowserRouter(routes);
}
