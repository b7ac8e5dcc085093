import type { TranslationFunctions } from "../../../i18n/i18n-types";
import { type } from "../../../lib/ark";
import { checkFields, type FieldCheck } from "../../../lib/check-fields";
import { absolutePath, requiredText } from "../../../lib/field-rules";
import type { FileProcessMode, MediaPath, MediaType } from "../api/get-media-path";

/** A card of the form; `uid` only keys it in the page (cards can be removed from the middle). */
export type MediaPathItem = MediaPath & { uid: string };
export type MediaPathValues = { paths: MediaPathItem[] };

export const MEDIA_TYPES: readonly MediaType[] = ["movie", "tv", "xx", "other"];
export const FILE_MODES: readonly FileProcessMode[] = ["link", "copy", "move"];

/** XX and 其他 are neither recognised nor moved: no target, mode or area for them. */
export function isRecognised(kind: MediaType): boolean {
  return kind === "movie" || kind === "tv";
}

let lastUid = 0;
const nextUid = () => `path-${++lastUid}`;

/** A new card: 电影, 硬链接 (screens.md "加一个路径" defaults). */
export function newMediaPath(): MediaPathItem {
  return {
    uid: nextUid(),
    download_path: "",
    source_dir: "",
    target_dir: "",
    qbit_cate: "",
    type: "movie",
    file_process_mode: "link",
    use_area_folder: false,
  };
}

/** The stored paths as cards; an empty list starts with one blank card to fill in. */
export function toMediaPathValues(stored: readonly MediaPath[]): MediaPathValues {
  if (stored.length === 0) return { paths: [newMediaPath()] };
  return { paths: stored.map((p) => ({ ...newMediaPath(), ...p, uid: nextUid() })) };
}

/** The save_media_path body: the cards without their keys, trimmed as the server keeps them. */
export function toMediaPaths(values: MediaPathValues): MediaPath[] {
  return values.paths.map(({ uid: _uid, ...p }) => ({
    ...p,
    download_path: p.download_path.trim(),
    source_dir: p.source_dir.trim(),
    target_dir: p.target_dir.trim(),
    qbit_cate: p.qbit_cate.trim(),
  }));
}

// Built on use, not at import: ArkType loads after the form (web/lib/ark.ts).
const item = () =>
  type({
    uid: "string",
    download_path: "string",
    source_dir: "string",
    target_dir: "string",
    qbit_cate: "string",
    type: "'movie' | 'tv' | 'xx' | 'other'",
    file_process_mode: "'link' | 'copy' | 'move'",
    use_area_folder: "boolean",
  });

/**
 * Every card's download path, container path and (for 电影/剧集) target path,
 * with the server's messages. The server prefixes them with "路径N：" in its
 * one-line answer; here each sits under its own field inside card N.
 */
export function createMediaPathSchema(LL: TranslationFunctions) {
  const t = LL.configMediaPath;
  const download = requiredText(t.downloadPathRequired());
  const source = absolutePath({
    required: t.sourceDirRequired(),
    notAbsolute: t.sourceDirNotAbsolute(),
  });
  const target = absolutePath({
    required: t.targetDirRequired(),
    notAbsolute: t.targetDirNotAbsolute(),
  });
  return type({ paths: item().array() }).narrow((v, ctx) =>
    checkFields(
      ctx,
      v.paths.flatMap((p, i): FieldCheck[] => [
        [["paths", i, "download_path"], download, p.download_path],
        [["paths", i, "source_dir"], source, p.source_dir],
        ...(isRecognised(p.type)
          ? [[["paths", i, "target_dir"], target, p.target_dir] as const]
          : []),
      ]),
    ),
  );
}
