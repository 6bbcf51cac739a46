// OPML import and export, shared by the API (importOpml, opmlExport) and the web's import tab. Browser-safe.
export { buildOpml, escapeXml, type BuildOpmlInput, type OpmlExportEntry, type OpmlExportFeed, type OpmlExportFolder } from "./buildOpml.js";
export { decodeOpml } from "./decodeOpml.js";
export { countOutlines, folderNameFor, FOLDER_PATH_SEPARATOR, opmlFeeds } from "./opmlFeeds.js";
export { parseOpml } from "./parseOpml.js";
export { OpmlParseError, type OpmlDocument, type OpmlFeedEntry, type OpmlOutline } from "./types.js";
