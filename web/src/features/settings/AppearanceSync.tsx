import { useEffect } from "react";
import { graphql, useFragment } from "react-relay";
import type { AppearanceSync_settings$key } from "../../__generated__/AppearanceSync_settings.graphql";
import { readSession, writeSession } from "../../session/cookie";
import { applyAppearance } from "../../ui/applyAppearance";

/** Keeps the document's theme, fonts and custom CSS in step with the settings in the Relay store. */
export function AppearanceSync(props: { settings: AppearanceSync_settings$key }) {
  const settings = useFragment(
    graphql`
      fragment AppearanceSync_settings on Settings {
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
  const { theme, fontFamily, fontSize, lineHeight, userCSS } = settings.appSettings;
  useEffect(() => {
    const appearance = { theme, fontFamily, fontSize, lineHeight, userCSS };
    applyAppearance(appearance);
    // The cookie carries the appearance so the next page load paints in the right theme at once.
    const session = readSession();
    if (session) writeSession({ ...session, settings: { ...session.settings, appSettings: appearance } });
  }, [theme, fontFamily, fontSize, lineHeight, userCSS]);
  return null;
}
