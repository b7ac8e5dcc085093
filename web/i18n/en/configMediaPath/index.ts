import type { NamespaceConfigMediaPathTranslation } from "../../i18n-types";

// English for /setup/media-path and /config/media-path: the repeating 路径N cards.
const en_configMediaPath: NamespaceConfigMediaPathTranslation = {
  subtitle: "Tell the system where your movies and shows are kept and it organises them for you",
  card: "Path {n}",
  remove: "Remove",
  removeLabel: "Remove path {n}",
  add: "Add a path",
  empty: "No paths yet: use “Add a path”",
  type: "Content type",
  typeHelp: "What the path holds",
  typeHelpSkipped: "What the path holds; XX and other are neither recognised nor moved",
  types: { movie: "Movies", tv: "TV shows", xx: "XX", other: "Other" },
  downloadPath: "Download path",
  downloadPathHelp: "Where the download client saves the files of a submitted torrent",
  downloadPathRequired: "The download path is required",
  qbitCate: "qBittorrent category",
  qbitCateHelp: "For qBittorrent's automatic management: the category name, as in qBittorrent",
  sourceDir: "Download path inside the container",
  sourceDirHelp: "The same download folder as this machine (the container) sees it",
  sourceDirRequired: "The download path inside the container is required",
  sourceDirNotAbsolute: "The download path inside the container must be absolute",
  targetDir: "Target path after download",
  targetDirHelp: "Recognised titles are saved here as Name (Year)",
  targetDirRequired: "The target path is required",
  targetDirNotAbsolute: "The target path must be absolute",
  mode: "File handling",
  modes: {
    link: "Hard-link to the target",
    copy: "Copy to the target",
    move: "Move to the target",
  },
  modeHelp: {
    link: "A new reference to the same data: no extra space, seeding goes on",
    copy: "Copies the files to the target path, using extra space",
    move: "Moves the files to the target path: no extra space, but seeding stops",
  },
  areaFolder: "Sort by region: creates sub-folders here (Mainland, HK/TW, JP/KR, Western, Other)",
};

export default en_configMediaPath;
