import { Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ShowDialog } from "../../components/show-dialog";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { recordInfoQueryOptions } from "./api/get-record";
import type { DownloadRecord } from "./api/record-list";

/** 详细信息: what the record is and, while the client has it, the torrent's numbers. */
export function InfoDialog({ record, onClose }: { record: DownloadRecord; onClose: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.recordsPage.info;
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
    <ShowDialog onClose={onClose} title={t.title()} closeText={t.close()}>
      {body}
    </ShowDialog>
  );
}
