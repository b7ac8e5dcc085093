import { Button, Card, ProgressBar } from "@blueprintjs/core";
import { CommentIcon, InfoSignIcon, RefreshIcon, TrashIcon } from "@blueprintjs/icons";
import { StaticTag } from "../../components/static-tag";
import { useI18nContext } from "../../i18n/i18n-react";
import type { LiveTorrent } from "./api/downloading";
import type { DownloadRecord } from "./api/record-list";
import { recordText, recordTitle, shownStatus, sourceLink, subtitleTag } from "./record-model";
import { downloadStatus } from "./status";

export type RecordAction = "why" | "info" | "reidentify" | "correct" | "delete";

export type RecordCardProps = {
  record: DownloadRecord;
  live: LiveTorrent | undefined;
  /** Only admins may re-identify or delete (they touch files); others read. */
  canEdit: boolean;
  onAction: (action: RecordAction, record: DownloadRecord) => void;
};

/** One download record: backdrop with the title, live progress, chips, text and actions. */
export function RecordCard({ record, live, canEdit, onAction }: RecordCardProps) {
  const { LL } = useI18nContext();
  const t = LL.recordsPage;
  const title = recordTitle(LL, record);
  const status = downloadStatus(LL, shownStatus(record, live));
  const subtitle = subtitleTag(LL, record);
  const chips = [record.media_source, record.resolution, record.media_encoding].filter(Boolean);
  const href = sourceLink(record);
  const image = record.thumb_image_url;
  return (
    <Card className="mr-record-card" elevation={1} id={`record-${record.id}`}>
      <div
        className={`mr-record-backdrop${image ? "" : " mr-record-backdrop-default"}`}
        style={image ? { backgroundImage: `url(${JSON.stringify(image)})` } : undefined}
      >
        <h2 className="mr-record-title">
          {href ? (
            <a href={href} target="_blank" rel="noreferrer" title={t.openSource({ title })}>
              {title}
            </a>
          ) : (
            title
          )}
        </h2>
      </div>
      <div className="mr-record-body">
        {live && (
          <div className="mr-record-progress">
            <ProgressBar
              intent="primary"
              value={live.progress / 100}
              aria-label={t.progress({ title })}
              stripes={false}
            />
            <p className="mr-record-speed">
              <span className="mr-record-percent">{t.done({ p: live.progress.toFixed(1) })}</span>
              {live.progress < 100 && (
                <span className="mr-record-eta">
                  {live.eta_str && (live.eta ?? -1) >= 0
                    ? t.eta({ time: live.eta_str })
                    : t.etaUnknown()}
                </span>
              )}
              <span>
                {t.speed({ down: live.dlspeed_str, up: live.upspeed_str, size: live.size_str })}
              </span>
            </p>
          </div>
        )}
        <div className="mr-record-chips">
          {status && <StaticTag intent={status.intent}>{status.label}</StaticTag>}
          {subtitle && (
            <StaticTag intent={subtitle.intent} title={subtitle.reason || undefined}>
              {subtitle.label}
            </StaticTag>
          )}
          {record.library_refresh && (
            <StaticTag
              intent="warning"
              title={t.libraryRefreshWhy({ reason: record.library_refresh.reason })}
            >
              {t.libraryRefresh()}
            </StaticTag>
          )}
          {chips.map((c) => (
            <StaticTag key={c}>{c}</StaticTag>
          ))}
        </div>
        {record.download_status === 3 && (
          <div className="mr-record-unidentified" role="note">
            <p>{t.unidentified({ reason: record.unidentified_reason || record.desc || "" })}</p>
            {canEdit && (
              <Button
                size="small"
                intent="warning"
                text={t.correct()}
                onClick={() => onAction("correct", record)}
              />
            )}
          </div>
        )}
        <p className="mr-record-desc mr-line-clamp">{recordText(record) || t.noDesc()}</p>
        <div className="mr-record-actions">
          {record.sub_id ? (
            <Button
              variant="minimal"
              icon={<CommentIcon />}
              aria-label={t.action.why()}
              title={t.action.why()}
              onClick={() => onAction("why", record)}
            />
          ) : null}
          {record.download_status !== 2 && (
            <>
              <Button
                variant="minimal"
                icon={<InfoSignIcon />}
                aria-label={t.action.info()}
                title={t.action.info()}
                onClick={() => onAction("info", record)}
              />
              {canEdit && (
                <Button
                  variant="minimal"
                  icon={<RefreshIcon />}
                  aria-label={t.action.reidentify()}
                  title={t.action.reidentify()}
                  onClick={() => onAction("reidentify", record)}
                />
              )}
            </>
          )}
          {canEdit && (
            <Button
              variant="minimal"
              icon={<TrashIcon />}
              intent="danger"
              aria-label={t.action.delete()}
              title={t.action.delete()}
              onClick={() => onAction("delete", record)}
            />
          )}
        </div>
      </div>
    </Card>
  );
}
