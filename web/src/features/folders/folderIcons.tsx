import { FolderIcon, FolderOpenIcon, strokeIcon as icon } from "../../ui/icons";

/**
 * The icons a folder can wear (stored by name in its properties.icon). The spec names the setting but not
 * the set; these cover common reading-list themes.
 */
export const FOLDER_ICONS = {
  star: { label: "Star", Icon: icon("StarIcon", <path d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z" />) },
  news: {
    label: "News",
    Icon: icon("NewsIcon", [
      <path key="a" d="M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-2 2Zm0 0a2 2 0 0 1-2-2v-9c0-1.1.9-2 2-2h2" />,
      <path key="b" d="M18 14h-8" />,
      <path key="c" d="M15 18h-5" />,
      <path key="d" d="M10 6h8v4h-8z" />,
    ]),
  },
  code: { label: "Code", Icon: icon("CodeIcon", [<path key="a" d="m16 18 6-6-6-6" />, <path key="b" d="m8 6-6 6 6 6" />]) },
  science: { label: "Science", Icon: icon("ScienceIcon", [<path key="a" d="M9 3h6" />, <path key="b" d="M10 3v6.5L4.5 19a1.5 1.5 0 0 0 1.3 2.25h12.4A1.5 1.5 0 0 0 19.5 19L14 9.5V3" />]) },
  music: {
    label: "Music",
    Icon: icon("MusicIcon", [<path key="a" d="M9 18V5l12-2v13" />, <circle key="b" cx="6" cy="18" r="3" />, <circle key="c" cx="18" cy="16" r="3" />]),
  },
  video: {
    label: "Video",
    Icon: icon("VideoIcon", [<path key="a" d="m22 8-6 4 6 4V8Z" />, <path key="b" d="M2 8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2Z" />]),
  },
  heart: {
    label: "Heart",
    Icon: icon("HeartIcon", <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />),
  },
  globe: {
    label: "World",
    Icon: icon("GlobeIcon", [<circle key="a" cx="12" cy="12" r="10" />, <path key="b" d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20" />, <path key="c" d="M2 12h20" />]),
  },
  work: {
    label: "Work",
    Icon: icon("WorkIcon", [<path key="a" d="M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />, <path key="b" d="M2 8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2Z" />]),
  },
} as const;

export type FolderIconName = keyof typeof FOLDER_ICONS;

export function isFolderIconName(name: string | null | undefined): name is FolderIconName {
  return Boolean(name && name in FOLDER_ICONS);
}

/** A folder's chosen icon, else an open or closed folder. */
export function FolderGlyph({ icon, open }: { icon: string | null | undefined; open: boolean }) {
  if (isFolderIconName(icon)) {
    const { Icon } = FOLDER_ICONS[icon];
    return <Icon color="fg.muted" />;
  }
  return open ? <FolderOpenIcon color="fg.muted" /> : <FolderIcon color="fg.muted" />;
}
