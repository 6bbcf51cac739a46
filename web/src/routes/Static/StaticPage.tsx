import { Accordion, Alert, Box, Heading, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState, type ReactNode } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { NotFoundPage } from "../NotFound/NotFoundPage";
import { ChevronRightIcon } from "../../ui/icons";
import { usePageTitle } from "../../ui/usePageTitle";
import { fetchLegalHtml } from "./legalHtml";

const internal = (to: string, text: string) => (
  <Link asChild color="brand.fg">
    <RouterLink to={to}>{text}</RouterLink>
  </Link>
);

/** What a new reader asks first (spec part 3 section 2: Help is an FAQ). */
const FAQ: { q: string; a: ReactNode }[] = [
  { q: "How do I add a feed?", a: <>Open {internal("/feeds", "Feeds")}, paste a site's address or a feed URL into the search box, and press Subscribe. Rivulet finds the site's RSS, Atom or JSON feed for you. For Reddit, use the Reddit tab.</> },
  { q: "Can I bring my subscriptions from another reader?", a: <>Yes: export OPML from Feedly, Inoreader, NewsBlur, Miniflux or FreshRSS and import it under {internal("/feeds#import", "Feeds → Import OPML")}. Folders come along. You can export yours from {internal("/settings#importExport", "Settings → Import / Export")} at any time.</> },
  { q: "How do I organise feeds into folders?", a: <>Right-click (or long-press) a subscription in the sidebar and choose Move to folder, or drag it. The {internal("/library#subscriptions", "Library")} moves many subscriptions at once.</> },
  { q: "Do I need an account?", a: <>No: your first visit makes a guest account so you can start reading. Guest accounts expire after one week, so {internal("/pages/register", "register")} to keep your reading list; everything you did as a guest is kept.</> },
  { q: "How do I mark things read or save them for later?", a: <>Items are marked read as you open them. Use Read Later on an item to keep it under Read Later, or tag it with your own tags.</> },
  { q: "What are filters, actions and digests?", a: <>Filters hide or highlight items by keyword, author or topic. Actions run when new items match (send a webhook or email, tag). Digests collect the best of your feeds into a scheduled text or audio summary.</> },
  { q: "Are there keyboard shortcuts?", a: <>D Discover, S Subscriptions, L Library, F Feeds, T Topics; Shift+↑/↓ move in the sidebar, Shift+Enter opens, Esc deselects. They are ignored while you type.</> },
  { q: "How do I change the theme or text size?", a: <>{internal("/settings#appearance", "Settings → Appearance")}: four themes (Obsidian, Slate, Pearl, Snow), six fonts, text size and line height.</> },
  { q: "I forgot my password.", a: <>Use {internal("/pages/forgot", "Forgot your password?")} on the log-in page. The link in the email is valid for one hour.</> },
  { q: "What does Pro add?", a: <>Higher limits on subscriptions, folders, filters, actions and digests, the image proxy and premium support. See {internal("/pages/upgrade", "Upgrade")}.</> },
  { q: "How do I link or unlink Google or TikTok?", a: <>{internal("/settings#accounts", "Settings → Accounts")}. Google can also sign you in.</> },
];

function About() {
  return (
    <Stack gap="4">
      <Text>Rivulet is a feed reader and content-discovery app. Follow RSS, Atom, JSON and Reddit feeds, sort them into folders, tag what you read, automate with filters and actions, publish data feeds and get digests of what matters.</Text>
      <Text>It is built to be fast on large reading lists, to be usable from the keyboard and on a phone, and to be open to self-host: one command runs the whole app on your own machine.</Text>
      <Text>Questions? Start with {internal("/pages/help", "Help")}.</Text>
    </Stack>
  );
}

function Help() {
  return (
    <Accordion.Root collapsible multiple defaultValue={["0"]}>
      {FAQ.map((item, i) => (
        <Accordion.Item key={item.q} value={String(i)} borderBottomWidth="1px" borderColor="border">
          <Accordion.ItemTrigger display="flex" alignItems="center" gap="3" w="full" py="3" cursor="pointer" borderRadius="sm" _focusVisible={{ outline: "2px solid", outlineColor: "brand.fg" }}>
            <Heading as="h2" size="md" flex="1" textAlign="start">
              {item.q}
            </Heading>
            {/* The chevron turns down when the answer is open. */}
            <Accordion.ItemIndicator flexShrink={0} boxSize="5" transition="transform 0.2s" _open={{ transform: "rotate(90deg)" }}>
              <ChevronRightIcon />
            </Accordion.ItemIndicator>
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody pb="4" color="fg.muted">
              <Text>{item.a}</Text>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** The privacy policy or terms: HTML fetched from our own site; a failure shows its error text. */
function LegalPage({ slug }: { slug: string }) {
  const [state, setState] = useState<{ slug: string; html?: string; error?: string } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchLegalHtml(slug, controller.signal)
      .then((html) => setState({ slug, html }))
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setState({ slug, error: e instanceof Error ? e.message : String(e) });
      });
    return () => controller.abort();
  }, [slug]);
  if (!state || state.slug !== slug) return <Spinner aria-label="Loading" />;
  if (state.error) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{state.error}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Box
      className="legal-page"
      css={{ "& h2": { fontSize: "xl", fontWeight: "semibold", mt: "6", mb: "2" }, "& p": { mb: "3" }, "& a": { color: "brand.fg", textDecoration: "underline" }, "& ul": { pl: "6", listStyle: "disc" } }}
      dangerouslySetInnerHTML={{ __html: state.html! }}
    />
  );
}

const PAGES: Record<string, { title: string; body: (slug: string) => ReactNode }> = {
  about: { title: "About", body: () => <About /> },
  help: { title: "Help", body: () => <Help /> },
  "privacy-policy": { title: "Privacy Policy", body: (slug) => <LegalPage slug={slug} /> },
  "terms-of-service": { title: "Terms of Service", body: (slug) => <LegalPage slug={slug} /> },
};

/** Static pages under /pages/{slug}; unknown slugs are the /pages Not Found. Titles are "Rivulet - …" with a canonical link. */
export function StaticPage() {
  const { slug = "" } = useParams();
  const page = PAGES[slug];
  usePageTitle(page?.title ?? "Not Found");
  if (!page) return <NotFoundPage />;
  return (
    <Stack gap="4" maxW="2xl" mx="auto" w="full">
      <Heading as="h1" size="2xl">
        {page.title}
      </Heading>
      {page.body(slug)}
    </Stack>
  );
}
