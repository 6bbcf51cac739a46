import { Alert, Badge, Box, Button, Field, HStack, Input, Link, Slider, Stack, Switch, Text } from "@chakra-ui/react";
import { useCallback, useState, type FormEvent } from "react";
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from "react-relay";
import type { WebsiteFeedEditor_websiteFeed$key } from "../../__generated__/WebsiteFeedEditor_websiteFeed.graphql";
import type { WebsiteFeedEditorCandidatesQuery, WebsiteFeedEditorCandidatesQuery$data } from "../../__generated__/WebsiteFeedEditorCandidatesQuery.graphql";
import { AppDialog } from "../../ui/AppDialog";
import { UserErrorAlert, type UserFacingError } from "../../ui/errorToast";
import { notifySuccess } from "../../ui/toaster";
import { ManualPicker } from "./ManualPicker";
import { useWebFeedMutations } from "./webFeedMutations";

/** Spec part 3 sections 5, 8 and 9. */
export const STRICTNESS_MIN = 1;
export const STRICTNESS_MAX = 50;
export const DEFAULT_STRICTNESS = 20;
export const ANALYSIS_FAILED = "Failed to analyze the website. Please check the URL and try again.";
export const SAVE_FAILED = "An unknown error occurred saving the webfeed, please check your input and try again.";
/** Not worded by the spec ("success toasts for web feed created and updated"). */
export const CREATED = "Website feed created successfully";
export const UPDATED = "Website feed updated successfully";
/** Items a candidate previews in the list (the full list is up to 80). */
const PREVIEW_ITEMS = 5;

const candidatesQuery = graphql`
  query WebsiteFeedEditorCandidatesQuery($url: String!, $enableJavascript: Boolean, $strictness: Int, $websiteFeedId: ID) {
    websiteFeedCandidates(url: $url, enableJavascript: $enableJavascript, strictness: $strictness, websiteFeedId: $websiteFeedId) {
      title
      selectors
      items {
        title
        link
        description
        publishedAt
        selector
      }
    }
  }
`;

type Candidate = WebsiteFeedEditorCandidatesQuery$data["websiteFeedCandidates"][number];

function hostOf(url: string | null | undefined): string {
  try {
    return url ? new URL(url).host : "";
  } catch {
    return "";
  }
}

/**
 * The website feed editor (spec part 3 section 2), create and edit. Automated mode: the page is analysed and its
 * candidate lists shown with the items each extracts; choosing one sets the content selectors. Manual mode: the
 * page itself, where clicking an item picks the list (ManualPicker). Changing the
 * strictness clears the chosen selectors (spec part 3 section 4) and analyses again. Delete asks to confirm.
 */
export function WebsiteFeedEditor(props: { websiteFeed?: WebsiteFeedEditor_websiteFeed$key | null; initialUrl?: string; confirmDelete?: boolean; onClose: () => void; onSaved?: () => void }) {
  const saved = useFragment(
    graphql`
      fragment WebsiteFeedEditor_websiteFeed on WebsiteFeed {
        id
        name
        url
        enabled
        jsEnabled
        strictness
        contentSelectors
        needsAttention
      }
    `,
    props.websiteFeed ?? null,
  );
  const environment = useRelayEnvironment();
  const mutations = useWebFeedMutations();
  const [name, setName] = useState(saved?.name ?? "");
  const [url, setUrl] = useState(saved?.url ?? props.initialUrl ?? "");
  const [enabled, setEnabled] = useState(saved?.enabled ?? true);
  const [jsEnabled, setJsEnabled] = useState(saved?.jsEnabled ?? false);
  const [strictness, setStrictness] = useState(saved?.strictness ?? DEFAULT_STRICTNESS);
  const [selectors, setSelectors] = useState<readonly string[]>(saved?.contentSelectors ?? []);
  const [candidates, setCandidates] = useState<readonly Candidate[] | null>(null);
  const [analysing, setAnalysing] = useState(false);
  const [analysisError, setAnalysisError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ name?: string; url?: string; selectors?: string }>({});
  const [error, setError] = useState<UserFacingError | null>(null);
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<"automated" | "manual">("automated");
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(Boolean(props.confirmDelete && saved));

  const analyse = async (opts: { strictness?: number; jsEnabled?: boolean; mode?: "automated" | "manual" } = {}) => {
    if (!url.trim()) return setFieldErrors((f) => ({ ...f, url: "URL is required" }));
    setLoadedUrl(url.trim());
    if ((opts.mode ?? mode) === "manual") return;
    setAnalysing(true);
    setAnalysisError(null);
    try {
      const data = await fetchQuery<WebsiteFeedEditorCandidatesQuery>(
        environment,
        candidatesQuery,
        { url: url.trim(), enableJavascript: opts.jsEnabled ?? jsEnabled, strictness: opts.strictness ?? strictness, websiteFeedId: saved?.id ?? null },
        { fetchPolicy: "network-only" },
      ).toPromise();
      setCandidates(data?.websiteFeedCandidates ?? []);
    } catch {
      setCandidates(null);
      setAnalysisError(ANALYSIS_FAILED);
    } finally {
      setAnalysing(false);
    }
  };

  const changeStrictness = (value: number) => {
    setStrictness(value);
    setSelectors([]);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = {
      ...(!name.trim() ? { name: "Feed name is required" } : {}),
      ...(!url.trim() ? { url: "URL is required" } : {}),
      ...(selectors.length === 0 ? { selectors: "Content selector is required" } : {}),
    };
    setFieldErrors(errors);
    if (Object.keys(errors).length) return;
    setBusy(true);
    const body = { name: name.trim(), url: url.trim(), enabled, jsEnabled, strictness, contentSelectors: [...selectors] };
    const r = saved ? await mutations.update({ id: saved.id, ...body }) : await mutations.create(body);
    setBusy(false);
    if (!r.ok) return setError(r.error.displayMessageKey === "VALIDATION_ERROR" || r.error.displayMessageKey?.startsWith("MAX_") ? r.error : { ...r.error, message: SAVE_FAILED });
    notifySuccess(saved ? UPDATED : CREATED);
    props.onSaved?.();
    props.onClose();
  };

  const remove = async () => {
    if (!saved) return;
    setBusy(true);
    const r = await mutations.remove(saved.id);
    setBusy(false);
    if (!r.ok) return setError(r.error);
    notifySuccess("Website feed deleted");
    props.onSaved?.();
    props.onClose();
  };

  const chosen = selectors.join(",");
  const pick = useCallback(
    (selector: string) => {
      setSelectors([selector]);
      setFieldErrors((f) => ({ ...f, selectors: undefined, ...(!name.trim() ? { name: undefined } : {}) }));
      if (!name.trim() && !saved) setName(hostOf(url));
    },
    [name, saved, url],
  );
  const switchMode = (next: "automated" | "manual") => {
    setMode(next);
    if (next === "automated" && loadedUrl && !candidates) void analyse({ mode: next });
  };

  return (
    <AppDialog
      title={saved ? `Edit ${saved.name}` : "Create Feed from Website"}
      onClose={props.onClose}
      size="lg"
      footer={
        confirmDelete ? (
          <HStack w="full" justify="space-between" wrap="wrap" role="group" aria-label="Confirm delete">
            <Text fontSize="sm">Delete this website feed, its items and every subscription to it?</Text>
            <HStack>
              <Button variant="outline" onClick={() => setConfirmDelete(false)}>
                Cancel
              </Button>
              <Button colorPalette="red" loading={busy} onClick={() => void remove()}>
                Delete
              </Button>
            </HStack>
          </HStack>
        ) : (
          <HStack w="full" justify="space-between">
            {saved ? (
              <Button variant="ghost" colorPalette="red" onClick={() => setConfirmDelete(true)}>
                Delete
              </Button>
            ) : (
              <span />
            )}
            <HStack>
              <Button variant="outline" onClick={props.onClose}>
                Cancel
              </Button>
              <Button type="submit" form="website-feed-editor" colorPalette="brand" loading={busy}>
                {saved ? "Save" : "Create feed"}
              </Button>
            </HStack>
          </HStack>
        )
      }
    >
      <form id="website-feed-editor" noValidate onSubmit={(e) => void submit(e)}>
        <Stack gap="4">
          {saved?.needsAttention && (
            <Alert.Root status="warning" variant="subtle">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>The last refreshes found no items: the site's layout has probably changed. Analyse the page and pick a list again.</Alert.Title>
              </Alert.Content>
            </Alert.Root>
          )}
          <Field.Root invalid={Boolean(fieldErrors.url)} required>
            <Field.Label>Website URL</Field.Label>
            <HStack w="full" align="start">
              <Input
                type="url"
                name="url"
                autoComplete="url"
                placeholder="https://example.com/news"
                value={url}
                onChange={(e) => {
                  setUrl(e.target.value);
                  setFieldErrors((f) => ({ ...f, url: undefined }));
                }}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    void analyse();
                  }
                }}
              />
              <Button variant="outline" onClick={() => void analyse()} loading={analysing}>
                Analyze
              </Button>
            </HStack>
            {fieldErrors.url && <Field.ErrorText>{fieldErrors.url}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={Boolean(fieldErrors.name)} required>
            <Field.Label>Feed name</Field.Label>
            <Input
              name="name"
              autoComplete="off"
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setFieldErrors((f) => ({ ...f, name: undefined }));
              }}
            />
            {fieldErrors.name && <Field.ErrorText>{fieldErrors.name}</Field.ErrorText>}
          </Field.Root>
          <HStack gap="6" wrap="wrap">
            <Switch.Root checked={enabled} onCheckedChange={(e) => setEnabled(e.checked)} colorPalette="brand">
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Enabled</Switch.Label>
            </Switch.Root>
            <Switch.Root
              checked={jsEnabled}
              onCheckedChange={(e) => {
                setJsEnabled(e.checked);
                if (candidates) void analyse({ jsEnabled: e.checked });
              }}
              colorPalette="brand"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Render JavaScript</Switch.Label>
            </Switch.Root>
          </HStack>
          <Slider.Root
            min={STRICTNESS_MIN}
            max={STRICTNESS_MAX}
            step={1}
            value={[strictness]}
            onValueChange={(e) => changeStrictness(e.value[0] ?? strictness)}
            onValueChangeEnd={(e) => candidates && void analyse({ strictness: e.value[0] ?? strictness })}
            colorPalette="brand"
            aria-label={["Selector strictness"]}
          >
            <HStack justify="space-between">
              <Slider.Label>Selector strictness</Slider.Label>
              <Text fontSize="sm" fontVariantNumeric="tabular-nums">
                {strictness}
              </Text>
            </HStack>
            <Slider.Control>
              <Slider.Track>
                <Slider.Range />
              </Slider.Track>
              <Slider.Thumbs />
            </Slider.Control>
            <Text fontSize="xs" color="fg.muted">
              Higher finds only rows that look alike; changing it clears the chosen list.
            </Text>
          </Slider.Root>

          <Stack gap="2">
            <HStack justify="space-between">
              <Text fontWeight="medium">Items on the page</Text>
              {selectors.length > 0 && (
                <Badge colorPalette="brand" title={chosen}>
                  Selected: {chosen}
                </Badge>
              )}
            </HStack>
            <HStack gap="0" role="group" aria-label="Mode">
              {(["automated", "manual"] as const).map((m) => (
                <Button
                  key={m}
                  size="xs"
                  variant={mode === m ? "solid" : "outline"}
                  colorPalette="brand"
                  aria-pressed={mode === m}
                  roundedRight={m === "automated" ? "0" : undefined}
                  roundedLeft={m === "manual" ? "0" : undefined}
                  onClick={() => switchMode(m)}
                >
                  {m === "automated" ? "Automated" : "Manual"}
                </Button>
              ))}
            </HStack>
            {fieldErrors.selectors && (
              <Text color="fg.error" fontSize="sm" role="alert">
                {fieldErrors.selectors}
              </Text>
            )}
            {mode === "manual" &&
              (loadedUrl ? (
                <ManualPicker url={loadedUrl} jsEnabled={jsEnabled} selectors={selectors} onPick={pick} />
              ) : (
                <Text color="fg.muted" fontSize="sm">
                  Enter the page's address and choose Analyze: the page shows here, and clicking one of its items picks the list.
                </Text>
              ))}
            {mode === "automated" && analysisError && (
              <Alert.Root status="error" variant="subtle" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{analysisError}</Alert.Title>
                </Alert.Content>
              </Alert.Root>
            )}
            {mode === "automated" && !candidates && !analysisError && (
              <Text color="fg.muted" fontSize="sm">
                {analysing ? "Analysing the page…" : "Enter the page's address and choose Analyze: the lists found on it show here with their items."}
              </Text>
            )}
            {mode === "automated" && candidates?.length === 0 && <Text color="fg.muted">No list of items was found on this page. Try a lower strictness or Render JavaScript.</Text>}
            <Stack gap="2" role="radiogroup" aria-label="Lists found on the page" hidden={mode !== "automated"}>
              {candidates?.map((c) => {
                const isChosen = c.selectors.join(",") === chosen;
                return (
                  <Box
                    key={c.selectors.join(",")}
                    as="button"
                    role="radio"
                    aria-checked={isChosen}
                    textAlign="start"
                    borderWidth={isChosen ? "2px" : "1px"}
                    borderColor={isChosen ? "colorPalette.solid" : "border"}
                    colorPalette="brand"
                    rounded="l2"
                    p="3"
                    _hover={{ bg: "bg.muted" }}
                    _focusVisible={{ outline: "2px solid", outlineColor: "colorPalette.focusRing" }}
                    onClick={(e) => {
                      e.preventDefault();
                      setSelectors(c.selectors);
                      setFieldErrors((f) => ({ ...f, selectors: undefined, ...(!name.trim() ? { name: undefined } : {}) }));
                      if (!name.trim() && !saved) setName(hostOf(url));
                    }}
                  >
                    <HStack justify="space-between" mb="1">
                      <Text fontWeight="semibold">{c.title}</Text>
                      <Text fontSize="xs" color="fg.muted" fontFamily="mono" truncate maxW="50%">
                        {c.selectors.join(", ")}
                      </Text>
                    </HStack>
                    <Stack as="ol" gap="1" listStyleType="none">
                      {c.items.slice(0, PREVIEW_ITEMS).map((item) => (
                        <Box as="li" key={item.selector} fontSize="sm">
                          <Text lineClamp={1}>{item.title || item.description || "(untitled)"}</Text>
                          {(item.link || item.publishedAt) && (
                            <Text fontSize="xs" color="fg.muted" truncate>
                              {[item.publishedAt ? new Date(item.publishedAt).toLocaleDateString() : null, item.link].filter(Boolean).join(" · ")}
                            </Text>
                          )}
                        </Box>
                      ))}
                      {c.items.length > PREVIEW_ITEMS && (
                        <Text as="li" fontSize="xs" color="fg.muted">
                          and {c.items.length - PREVIEW_ITEMS} more
                        </Text>
                      )}
                    </Stack>
                  </Box>
                );
              })}
            </Stack>
          </Stack>
          {saved && url && (
            <Link href={url} target="_blank" rel="noopener noreferrer" fontSize="sm" color="fg.muted">
              Open the page
            </Link>
          )}
          <UserErrorAlert error={error} />
        </Stack>
      </form>
    </AppDialog>
  );
}
