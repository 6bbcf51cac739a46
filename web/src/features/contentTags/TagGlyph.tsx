import { BookmarkIcon, TagIcon } from "../../ui/icons";
import { FOLDER_ICONS, isFolderIconName } from "../folders/folderIcons";
import { READ_LATER_SLUG } from "./contentTagPaths";

/**
 * A tag's icon: the one chosen in its settings (tags share the folder icon set, stored by name in
 * properties.icon), else a bookmark for read-later and a tag for the rest.
 */
export function TagGlyph({ icon, slug }: { icon: string | null | undefined; slug?: string | null }) {
  if (isFolderIconName(icon)) {
    const { Icon } = FOLDER_ICONS[icon];
    return <Icon color="fg.muted" />;
  }
  const Default = slug === READ_LATER_SLUG ? BookmarkIcon : TagIcon;
  return <Default color="fg.muted" />;
}
