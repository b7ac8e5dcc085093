import { Callout, Card, Classes, H2, ProgressBar } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { paths } from "../../lib/paths";
import { activityQueueQueryOptions, type QueueRecord } from "./api/activity";

/** A group of the queue under its caption; nothing when it is empty. */
function Group(props: { id: string; caption: string; count: number; children: React.ReactNode }) {
  if (props.count === 0) return null;
  return (
    <section aria-labelledby={props.id} className="mr-queue-group">
      <h3 id={props.id} className="mr-queue-caption">
        {props.caption}
      </h3>
      <ul className="mr-plain-list">{props.children}</ul>
    </section>
  );
}

function RecordRow({ rec, organising }: { rec: QueueRecord; organising?: boolean }) {
  const { LL } = useI18nContext();
  const t = LL.activity.queue;
  const known = rec.progress >= 0;
  return (
    <li className="mr-queue-item">
      <Link href={`${paths.download.record}#record-${rec.id}`}>{rec.title}</Link>
      <span className={Classes.TEXT_MUTED}>
        {organising
          ? rec.name
          : known
            ? t.progress({ site: rec.site, progress: rec.progress.toFixed(1), speed: rec.speed })
            : t.noAnswer({ site: rec.site })}
      </span>
      {!organising && known && (
        <ProgressBar
          value={rec.progress / 100}
          animate={false}
          stripes={false}
          aria-label={rec.title}
        />
      )}
    </li>
  );
}

/**
 * 进行中: the background jobs running, the sends waiting for the client, the
 * downloads and the records being filed. Read once and again on each event of
 * the stream (activity-page.tsx); a download's bar moves with its `record` events.
 */
export function QueuePanel() {
  const { LL } = useI18nContext();
  const t = LL.activity.queue;
  const queue = useQuery(activityQueueQueryOptions());
  const q = queue.data;
  const empty =
    q && q.jobs.length + q.sending.length + q.downloading.length + q.organising.length === 0;
  return (
    <Card className="mr-queue" aria-labelledby="mr-queue-heading" role="region">
      <H2 id="mr-queue-heading" className="mr-activity-heading">
        {t.heading()}
      </H2>
      {queue.isError && (
        <Callout intent="danger" role="alert" compact>
          {t.loadFailed({ message: errorMessage(queue.error) ?? LL.common.somethingWentWrong() })}
        </Callout>
      )}
      {empty && <p className={Classes.TEXT_MUTED}>{t.none()}</p>}
      {q && (
        <>
          <Group id="mr-queue-jobs" caption={t.jobs()} count={q.jobs.length}>
            {q.jobs.map((j) => (
              <li key={j.name} className="mr-queue-item">
                <span>{j.title}</span>
                <span className={Classes.TEXT_MUTED}>{t.since({ since: j.since })}</span>
              </li>
            ))}
          </Group>
          <Group id="mr-queue-sending" caption={t.sending()} count={q.sending.length}>
            {q.sending.map((s) => (
              <li key={`${s.sub_id}-${s.name}`} className="mr-queue-item">
                <Link href={`${paths.subscribe.detail}?id=${s.sub_id}`}>{s.name}</Link>
                <span className={Classes.TEXT_MUTED}>
                  {t.attempts({ site: s.site, count: s.attempts, next: s.next_try })}
                </span>
              </li>
            ))}
          </Group>
          <Group id="mr-queue-downloading" caption={t.downloading()} count={q.downloading.length}>
            {q.downloading.map((r) => (
              <RecordRow key={r.id} rec={r} />
            ))}
          </Group>
          <Group id="mr-queue-organising" caption={t.organising()} count={q.organising.length}>
            {q.organising.map((r) => (
              <RecordRow key={r.id} rec={r} organising />
            ))}
          </Group>
        </>
      )}
    </Card>
  );
}
