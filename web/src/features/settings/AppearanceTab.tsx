import { Box, Button, Field, HStack, RadioCard, SimpleGrid, Stack, Text, Textarea, Tooltip } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { AppearanceTab_settings$key } from "../../__generated__/AppearanceTab_settings.graphql";
import { findExternalCssReference } from "../../ui/applyAppearance";
import { SelectField } from "../../ui/SelectField";
import { FONTS, SIZE_STEPS, THEMES } from "../../ui/themes";
import { notifyError, notifySuccess } from "../../ui/toaster";
import { useAppSettingsMutation } from "./useAppSettingsMutation";

const STEP_OPTIONS = SIZE_STEPS.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) }));

/** Theme, font, size, line height and custom CSS; every change applies live and is saved at once. */
export function AppearanceTab(props: { settings: AppearanceTab_settings$key }) {
  const { appSettings: a } = useFragment(
    graphql`
      fragment AppearanceTab_settings on Settings {
        appSettings {
          theme
          fontFamily
          fontSize
          lineHeight
          userCSS
        }
      }
    `,
    props.settings,
  );
  const [save] = useAppSettingsMutation();
  const [css, setCss] = useState(a.userCSS);
  const cssProblem = findExternalCssReference(css);
  const [savingCss, setSavingCss] = useState(false);

  const change = async (input: Parameters<typeof save>[0]) => {
    const error = await save(input);
    if (error) notifyError(error);
  };
  const saveCss = async () => {
    setSavingCss(true);
    const error = cssProblem ? "external" : await save({ userCSS: css });
    setSavingCss(false);
    if (error) notifyError("Failed to save custom CSS");
    else notifySuccess("Custom CSS saved successfully!");
  };

  return (
    <Stack gap="8" maxW="3xl">
      <RadioCard.Root value={a.theme} onValueChange={(e) => e.value && void change({ theme: e.value })} orientation="vertical" align="start">
        <RadioCard.Label fontSize="md" fontWeight="semibold">
          Theme
        </RadioCard.Label>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {THEMES.map((t) => (
            <RadioCard.Item key={t.id} value={t.id} bg="bg.panel">
              <RadioCard.ItemHiddenInput aria-label={t.name} />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <HStack gap="1" mb="2" aria-hidden="true">
                    {[t.palette.bg, t.palette.panel, t.palette.fg, t.palette.accent].map((c) => (
                      <Box key={c} w="5" h="5" rounded="full" bg={c} borderWidth="1px" borderColor="border" />
                    ))}
                  </HStack>
                  <RadioCard.ItemText>{t.name}</RadioCard.ItemText>
                  {/* Chakra dims descriptions to 64% opacity, below 4.5:1: the muted colour alone reads. */}
                  <RadioCard.ItemDescription opacity={1} color="fg.muted">
                    {t.description}
                  </RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <SelectField
          label="Font family"
          value={a.fontFamily}
          options={FONTS.map((f) => ({ value: f.id, label: f.name, style: { fontFamily: f.family } }))}
          onChange={(fontFamily) => void change({ fontFamily })}
        />
        <SelectField label="Font size" value={a.fontSize} options={STEP_OPTIONS} onChange={(fontSize) => void change({ fontSize })} />
        <SelectField label="Line height" value={a.lineHeight} options={STEP_OPTIONS} onChange={(lineHeight) => void change({ lineHeight })} />
      </SimpleGrid>

      <Field.Root invalid={Boolean(cssProblem)}>
        <Tooltip.Root openDelay={200}>
          <Tooltip.Trigger asChild>
            <Field.Label>Custom CSS</Field.Label>
          </Tooltip.Trigger>
          <Tooltip.Positioner>
            <Tooltip.Content>Selectors that fetch external resources are not allowed.</Tooltip.Content>
          </Tooltip.Positioner>
        </Tooltip.Root>
        <Textarea
          value={css}
          onChange={(e) => setCss(e.target.value)}
          fontFamily="mono"
          rows={8}
          placeholder="/* e.g. */ article { max-width: 40em; }"
          spellCheck={false}
        />
        {cssProblem ? (
          <Field.ErrorText>Selectors that fetch external resources are not allowed ({cssProblem}).</Field.ErrorText>
        ) : (
          <Field.HelperText>Applied after the theme. Selectors that fetch external resources are not allowed.</Field.HelperText>
        )}
      </Field.Root>
      <Box>
        <Button onClick={saveCss} loading={savingCss} disabled={Boolean(cssProblem) || css === a.userCSS} colorPalette="brand">
          Save
        </Button>
        <Text as="span" ms="3" fontSize="sm" color="fg.muted">
          {css === a.userCSS ? "Saved" : "Unsaved changes"}
        </Text>
      </Box>
    </Stack>
  );
}
