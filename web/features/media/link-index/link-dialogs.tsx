import { Button, Spinner } from "@blueprintjs/core";
import { type ReactNode, useState } from "react";
import { DialogFrame } from "../../../components/dialog-frame";
import { SelectField } from "../../../components/select-field";
import { ShowDialog } from "../../../components/show-dialog";
import { TextField } from "../../../components/text-field";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { CorrectionRequest, FileMode, MediaKind } from "./api/link-media";
import type { PreviewRow } from "./api/link-preview";
import { parseTmdbInput } from "./library-rows";

export type ModeDialogProps = {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  /** Ask for the file mode (识别整理, 自动分类); 修复原盘 does not. */
  withMode: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (mode: FileMode) => void;
};

/** A confirmation with the 分类后硬链接/复制/移动到目标目录 select. */
export function ModeDialog(props: ModeDialogProps) {
  const { LL } = useI18nContext();
  const t = LL.mediaLibrary;
  const [mode, setMode] = useState<FileMode>("link");
  const modes = [
    { value: "link" as const, label: t.modeLink() },
    { value: "symlink" as const, label: t.modeSymlink() },
    { value: "copy" as const, label: t.modeCopy() },
    { value: "move" as const, label: t.modeMove() },
  ];
  return (
    <DialogFrame
      isOpen={props.isOpen}
      onClose={props.onCancel}
      busy={props.busy}
      title={props.title}
      submit={{ text: t.confirm(), onClick: () => props.onConfirm(mode) }}
    >
      <p>{props.children}</p>
      {props.withMode && (
        <SelectField
          id="mr-link-mode"
          label={t.linkMode()}
          value={mode}
          options={modes}
          onChange={setMode}
        />
      )}
    </DialogFrame>
  );
}

export type CorrectionDialogProps = {
  isOpen: boolean;
  count: number;
  initialType: MediaKind;
  busy: boolean;
  onCancel: () => void;
  onPreview: (body: Omit<CorrectionRequest, "paths" | "root_path" | "link_path">) => void;
  onConfirm: (body: Omit<CorrectionRequest, "paths" | "root_path" | "link_path">) => void;
};

/** 识别纠错: 手动输入信息进行整理 (type, season, TMDB id or address, name + year). */
export function CorrectionDialog(props: CorrectionDialogProps) {
  const { LL } = useI18nContext();
  const t = LL.mediaLibrary;
  const [kind, setKind] = useState<MediaKind>(props.initialType);
  const [season, setSeason] = useState("1");
  const [tmdb, setTmdb] = useState("");
  const [name, setName] = useState("");
  const [year, setYear] = useState("");
  const [error, setError] = useState<string>();
  const parsed = parseTmdbInput(tmdb);

  const body = () => {
    if (parsed === null) {
      setError(t.tmdbId());
      return null;
    }
    if (parsed.id === "" && (name.trim() === "" || year.trim() === "")) {
      setError(t.nameRequired());
      return null;
    }
    setError(undefined);
    const type = parsed.kind ?? kind;
    return {
      tmdb_id: parsed.id,
      media_name: name.trim(),
      media_year: year.trim(),
      media_type: type,
      season_inbdex: type === "TV" ? Number(season) || 1 : undefined,
    };
  };

  return (
    <DialogFrame
      isOpen={props.isOpen}
      onClose={props.onCancel}
      busy={props.busy}
      title={t.correctTitle()}
      submit={{
        text: t.confirm(),
        onClick: () => {
          const b = body();
          if (b) props.onConfirm(b);
        },
      }}
      actions={
        <Button
          text={t.preview()}
          disabled={props.busy}
          onClick={() => {
            const b = body();
            if (b) props.onPreview(b);
          }}
        />
      }
    >
      {props.count > 1 && (
        <p className="mr-link-index-warning">{t.correctMulti({ n: props.count })}</p>
      )}
      <SelectField
        id="mr-correct-type"
        label={t.mediaType()}
        value={parsed?.kind ?? kind}
        options={[
          { value: "Movie" as const, label: t.movie() },
          { value: "TV" as const, label: t.tv() },
        ]}
        onChange={setKind}
      />
      {(parsed?.kind ?? kind) === "TV" && (
        <TextField id="mr-correct-season" label={t.season()} value={season} onChange={setSeason} />
      )}
      <TextField id="mr-correct-tmdb" label={t.tmdbId()} value={tmdb} onChange={setTmdb} />
      <TextField id="mr-correct-name" label={t.mediaName()} value={name} onChange={setName} />
      <TextField
        id="mr-correct-year"
        label={t.mediaYear()}
        value={year}
        onChange={setYear}
        error={error}
      />
    </DialogFrame>
  );
}

/** 整理预览: the target each selected item would get. */
export function PreviewDialog(props: {
  rows: PreviewRow[] | null;
  loading: boolean;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.mediaLibrary;
  return (
    <ShowDialog
      isOpen={props.loading || props.rows !== null}
      onClose={props.onClose}
      title={t.previewTitle()}
      closeText={LL.common.close()}
    >
      {props.loading ? (
        <Spinner size={24} aria-label={LL.common.loading()} />
      ) : (
        <>
          <p>{t.previewIntro()}</p>
          <ul className="mr-link-index-paths">
            {(props.rows ?? []).map((r) => (
              <li key={r.source}>
                <div className="mr-link-index-source">{r.source}</div>
                <div className={r.error ? "mr-link-index-failed" : "mr-link-index-target"}>
                  {r.target || t.previewNoTarget()}
                </div>
                {r.error && (
                  <div className="mr-link-index-failed">{t.previewFailed({ reason: r.error })}</div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </ShowDialog>
  );
}
