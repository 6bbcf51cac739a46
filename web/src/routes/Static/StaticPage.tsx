import { Heading, Stack, Text } from "@chakra-ui/react";
import { useParams } from "react-router";
import { NotFoundPage } from "../NotFound/NotFoundPage";
import { usePageTitle } from "../../ui/usePageTitle";

const PAGES: Record<string, { title: string; body: string[] }> = {
  about: {
    title: "About",
    body: [
      "Rivulet is a feed reader and content-discovery app. Follow RSS, Atom, JSON and Reddit feeds, sort them into folders, tag what you read, and get digests of what matters.",
      "It is open to self-host: one command runs the whole app on your own machine.",
    ],
  },
  help: {
    title: "Help",
    body: [
      "Keyboard shortcuts: D Discover, S Subscriptions, L Library, F Feeds, T Topics. Shortcuts are ignored while you type.",
      "Guest accounts expire after one week. Register or add your email at the bottom of the page to keep your reading list.",
      "Forgot your password? Use “Forgot your password?” on the log-in page; the link in the email is valid for one hour.",
    ],
  },
  "privacy-policy": {
    title: "Privacy Policy",
    body: [
      "We store your account (email, username, a salted argon2id hash of your password), your settings and your reading data to provide the service.",
      "Sessions are random tokens of which we keep only a hash. We do not sell data or load third-party trackers; custom CSS may not load external resources.",
    ],
  },
  "terms-of-service": {
    title: "Terms of Service",
    body: [
      "Use Rivulet lawfully and respect the terms of the sites whose feeds you follow. Guest accounts and their data are deleted after their expiry.",
      "The service is provided as is. Pro subscriptions renew until cancelled.",
    ],
  },
};

/** Static pages under /pages/{slug}; unknown slugs are the /pages Not Found. */
export function StaticPage() {
  const { slug = "" } = useParams();
  const page = PAGES[slug];
  usePageTitle(page?.title ?? "Not Found");
  if (!page) return <NotFoundPage />;
  return (
    <Stack gap="4" maxW="2xl" mx="auto">
      <Heading as="h1" size="2xl">
        {page.title}
      </Heading>
      {page.body.map((p) => (
        <Text key={p}>{p}</Text>
      ))}
    </Stack>
  );
}
