import { useState } from "react";
import { DialogFrame } from "../../components/dialog-frame";
import { SelectField } from "../../components/select-field";
import { TextField } from "../../components/text-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { parseTmdbInput } from "../media/link-index/library-rows";
import type { ReanalyseRequest } from "./api/reanalyse";
import type { DownloadRecord } from "./api/record-list";

type Kind = "Movie" | "Series";

/** 重新识别: type, TMDB id or address (an address sets the type), season, name, year, link path. */
export function ReanalyseDialog(props: {
  record: DownloadRecord;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (req: ReanalyseRequest) => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.recordsPage.reanalyse;
  const r = props.record;
  const [kind, setKind] = useState<Kind>(
    r.movie_type === "Movie" || !r.movie_type ? "Movie" : "Series",
  );
  const [tmdb, setTmdb] = useState("");
  const [season, setSeason] = useState(String(r.season_index ?? 1));
  const [name, setName] = useState(r.movie_name);
  const [year, setYear] = useState(r.movie_year ? String(r.movie_year) : "");
  const [linkPath, setLinkPath] = useState(r.link_path);
  const [errors, setErrors] = useState<Partial<Record<"tmdb" | "name" | "year" | "link", string>>>(
    {},
  );
  const onTmdb = (value: string) => {
    setTmdb(value);
    const parsed = parseTmdbInput(value);
    if (parsed?.kind) setKind(parsed.kind === "TV" ? "Series" : "Movie");
  };
  const submit = () => {
    const parsed = parseTmdbInput(tmdb);
    const next: typeof errors = {};
    if (parsed === null) next.tmdb = t.tmdb();
    const noId = !parsed || parsed.id === "";
    if (noId && !name.trim()) next.name = t.nameRequired();
    if (noId && !year.trim()) next.year = t.yearRequired();
    if (!linkPath.trim()) next.link = t.linkRequired();
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed) return;
    props.onSubmit({
      id: r.id,
      tmdb_id: parsed.id,
      season_index: kind === "Series" ? season : "",
      movie_type: kind,
      link_path: linkPath.trim(),
      name: name.trim(),
      year: year.trim(),
    });
  };
  return (
    <DialogFrame
      isOpen
      onClose={props.onCancel}
      busy={props.busy}
      title={t.title()}
      submit={{ text: t.submit(), onClick: submit }}
    >
      <SelectField
        id="mr-reanalyse-type"
        label={t.type()}
        value={kind}
        options={[
          { value: "Movie" as const, label: t.movie() },
          { value: "Series" as const, label: t.series() },
        ]}
        onChange={setKind}
      />
      <TextField
        id="mr-reanalyse-tmdb"
        label={t.tmdb()}
        value={tmdb}
        onChange={onTmdb}
        error={errors.tmdb}
      />
      {kind === "Series" && (
        <TextField
          id="mr-reanalyse-season"
          label={t.season()}
          value={season}
          onChange={setSeason}
        />
      )}
      <TextField
        id="mr-reanalyse-name"
        label={t.name()}
        value={name}
        onChange={setName}
        error={errors.name}
      />
      <TextField
        id="mr-reanalyse-year"
        label={t.year()}
        value={year}
        onChange={setYear}
        error={errors.year}
      />
      <TextField
        id="mr-reanalyse-link"
        label={t.linkPath()}
        value={linkPath}
        onChange={setLinkPath}
        error={errors.link}
      />
    </DialogFrame>
  );
}
