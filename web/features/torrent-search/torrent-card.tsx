import { Button, Card, Classes, Tag } from "@blueprintjs/core";
import { ArrowDownIcon, ArrowUpIcon, DatabaseIcon, DownloadIcon } from "@blueprintjs/icons";
import { memo } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { withBasePath } from "../../lib/base-path";
import { formatSizeMb } from "../../lib/format-size";
import type { Torrent } from "./api/search-keyword";
import { promotionOf } from "./torrent-model";
import { torrentRules } from "./torrent-rules";
import { torrentTitle } from "./torrent-title";

export type TorrentCardProps = {
  torrent: Torrent;
  onDownload: (t: Torrent) => void;
  /** The poster of an AV torrent opens the details page's images. */
  onDetail?: (t: Torrent) => void;
};

/** One result: title with season/episodes, chips, [site] subject, name, peers, size, promotion, H&R, download. */
export const TorrentCard = memo(function TorrentCard({
  torrent: t,
  onDownload,
  onDetail,
}: TorrentCardProps) {
  const { LL } = useI18nContext();
  const tr = LL.torrentSearch.torrent;
  const title = torrentTitle(t, tr);
  const promo = promotionOf(t);
  const site = t.site_name || t.site_id;
  const rules = torrentRules(t);
  const ruleParts = [
    rules.ratio !== undefined && tr.hrRatio({ ratio: rules.ratio }),
    rules.hours !== undefined && tr.hrSeedTime({ hours: rules.hours }),
    rules.ids.length > 0 && tr.ids({ list: rules.ids.join(" · ") }),
  ].filter(Boolean);
  return (
    <Card className="mr-torrent-card" compact>
      {t.cate_level1 === "AV" && t.poster_url && onDetail && (
        <button
          type="button"
          className="mr-torrent-poster"
          aria-label={tr.detail({ name: t.subject || t.name })}
          onClick={() => onDetail(t)}
        >
          <img src={withBasePath(t.poster_url)} alt="" loading="lazy" />
        </button>
      )}
      <div className="mr-torrent-main">
        <h4 className="mr-torrent-title">
          {t.details_url ? (
            <a href={t.details_url} target="_blank" rel="noopener noreferrer">
              {title}
            </a>
          ) : (
            title
          )}
        </h4>
        <div className="mr-torrent-chips">
          {[t.media_source, t.resolution, t.media_encoding].filter(Boolean).map((c) => (
            <Tag key={c} minimal round>
              {c}
            </Tag>
          ))}
          {t.release_team && (
            <Tag minimal round intent="primary">
              {tr.group({ name: t.release_team })}
            </Tag>
          )}
          {promo && (
            <Tag intent="success" className="mr-torrent-promo">
              {promo}
            </Tag>
          )}
          {promo && t.free_desc && (
            <span className={`${Classes.TEXT_SMALL} mr-torrent-limit`}>
              {tr.limited({ desc: t.free_desc })}
            </span>
          )}
          {(t.minimum_ratio > 0 || (t.minimum_seed_time ?? 0) > 0) && (
            <Tag intent="danger" className="mr-torrent-hr">
              {tr.hr()}
            </Tag>
          )}
        </div>
        <p className="mr-torrent-subject">
          <strong>[{site}]</strong> {t.subject}
        </p>
        <p className={`mr-torrent-name ${Classes.TEXT_MUTED}`}>{t.name}</p>
        {ruleParts.length > 0 && (
          <p className={`mr-torrent-rules ${Classes.TEXT_SMALL} ${Classes.TEXT_MUTED}`}>
            {ruleParts.join(" · ")}
          </p>
        )}
        <p className="mr-torrent-stats">
          <span title={tr.seeders({ n: t.upload_count })}>
            <ArrowUpIcon size={12} aria-hidden />{" "}
            <span className="mr-visually-hidden">{tr.seeders({ n: t.upload_count })}</span>
            <span aria-hidden>{t.upload_count}</span>
          </span>
          <span title={tr.leechers({ n: t.download_count })}>
            <ArrowDownIcon size={12} aria-hidden />{" "}
            <span className="mr-visually-hidden">{tr.leechers({ n: t.download_count })}</span>
            <span aria-hidden>{t.download_count}</span>
          </span>
          <span>
            <DatabaseIcon size={12} aria-hidden /> {formatSizeMb(t.size_mb)}
          </span>
          {t.publish_date && <span className={Classes.TEXT_MUTED}>{t.publish_date}</span>}
        </p>
      </div>
      <Button
        className="mr-torrent-download"
        variant="minimal"
        size="large"
        icon={<DownloadIcon />}
        aria-label={tr.download({ name: t.subject || t.name })}
        onClick={() => onDownload(t)}
      />
    </Card>
  );
});
