import { Button, Dialog, DialogBody, DialogFooter, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { CheckboxField } from "../../components/checkbox-field";
import { SelectField } from "../../components/select-field";
import { TextField } from "../../components/text-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { parseTmdbInput } from "../media/link-index/library-rows";
import type { DeleteOptions } from "./api/delete-record";
import { recordInfoQueryOptions } from "./api/get-record";
import type { ReanalyseRequest } from "./api/reanalyse";
import type { DownloadRecord } from "./api/record-list";

/** 详细信息: what the record is and, while the client has it, the torrent's numbers. */
export function InfoDialog({ record, onClose }: { record: DownloadRecord; onClose: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.downloadRecord.info;
  const info = useQuery(recordInfoQueryOptions(record.id));
  let body: ReactNode = <Spinner size={32} aria-label={LL.common.loading()} />;
  if (info.isError) body = <p role="alert">{errorMessage(info.error)}</p>;
  else if (info.data) {
    const { record: r, torrent_info: ti, user_nickname } = info.data;
    const rows: [string, ReactNode][] = [
      [
        t.type(),
        r.movie_type === "Movie" ? t.movie() : r.movie_type === "TV" ? t.tv() : r.movie_type,
      ],
      [t.user(), user_nickname],
      [t.site(), r.site_name],
      [t.created(), r.gmt_create],
      [
        t.torrent(),
        r.torrent_url ? (
          <a key="torrent" href={r.torrent_url} target="_blank" rel="noreferrer">
            {r.torrent_name}
          </a>
        ) : (
          r.torrent_name
        ),
      ],
    ];
    if (ti) {
      rows.push(
        [t.savePath(), ti.save_path],
        [t.contentPath(), ti.content_path],
        [t.linkPath(), r.link_path],
        [t.size(), ti.size_str],
        [t.uploaded(), ti.uploaded_str],
        [t.ratio(), `${(ti.ratio * 100).toFixed(2)}%`],
        [t.seeding(), ti.seeding_time_str],
      );
    }
    const files = ti?.files ?? [];
    body = (
      <>
        <dl className="mr-record-info">
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        {files.length > 0 && (
          <table className="bp6-html-table bp6-compact mr-record-files">
            <caption>{t.files()}</caption>
            <thead>
              <tr>
                <th scope="col">{t.fileName()}</th>
                <th scope="col">{t.size()}</th>
                <th scope="col">{t.fileProgress()}</th>
              </tr>
            </thead>
            <tbody>
              {files.map((f) => (
                <tr key={f.name}>
                  <td>{f.name}</td>
                  <td>{f.size_str}</td>
                  <td>{`${f.progress}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </>
    );
  }
  return (
    <Dialog isOpen onClose={onClose} title={t.title()}>
      <DialogBody>{body}</DialogBody>
      <DialogFooter actions={<Button text={t.close()} onClick={onClose} />} />
    </Dialog>
  );
}

type Kind = "Movie" | "Series";

/** 重新识别: type, TMDB id or address (an address sets the type), season, name, year, link path. */
export function ReanalyseDialog(props: {
  record: DownloadRecord;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (req: ReanalyseRequest) => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.downloadRecord.reanalyse;
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
  const none = () => {};
  return (
    <Dialog isOpen onClose={props.onCancel} title={t.title()}>
      <DialogBody>
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
          onBlur={none}
          error={errors.tmdb}
        />
        {kind === "Series" && (
          <TextField
            id="mr-reanalyse-season"
            label={t.season()}
            value={season}
            onChange={setSeason}
            onBlur={none}
          />
        )}
        <TextField
          id="mr-reanalyse-name"
          label={t.name()}
          value={name}
          onChange={setName}
          onBlur={none}
          error={errors.name}
        />
        <TextField
          id="mr-reanalyse-year"
          label={t.year()}
          value={year}
          onChange={setYear}
          onBlur={none}
          error={errors.year}
        />
        <TextField
          id="mr-reanalyse-link"
          label={t.linkPath()}
          value={linkPath}
          onChange={setLinkPath}
          onBlur={none}
          error={errors.link}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t.cancel()} onClick={props.onCancel} disabled={props.busy} />
            <Button intent="primary" text={t.submit()} loading={props.busy} onClick={submit} />
          </>
        }
      />
    </Dialog>
  );
}

/** 真的要删除吗? with the four options (the first on by default). */
export function DeleteDialog(props: {
  busy: boolean;
  onCancel: () => void;
  onConfirm: (options: DeleteOptions) => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.downloadRecord.remove;
  const [o, setO] = useState<DeleteOptions>({
    delete_torrent: true,
    delete_media_server: false,
    delete_sub: false,
    add_blacklist: false,
  });
  const box = (key: keyof DeleteOptions, label: string) => (
    <CheckboxField
      id={`mr-delete-${key}`}
      label={label}
      checked={o[key]}
      onChange={(v) => setO({ ...o, [key]: v })}
    />
  );
  return (
    <Dialog isOpen onClose={props.onCancel} title={t.title()} role="alertdialog">
      <DialogBody>
        {box("delete_torrent", t.torrent())}
        {box("delete_media_server", t.mediaServer())}
        {box("delete_sub", t.sub())}
        {box("add_blacklist", t.blacklist())}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t.cancel()} onClick={props.onCancel} disabled={props.busy} />
            <Button
              intent="danger"
              variant="outlined"
              text={t.confirm()}
              loading={props.busy}
              onClick={() => props.onConfirm(o)}
            />
          </>
        }
      />
    </Dialog>
  );
}
