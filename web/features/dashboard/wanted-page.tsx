import { Callout, Card, Classes, NonIdealState, Spinner, Tag } from "@blueprintjs/core";
import { SearchIcon } from "@blueprintjs/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import { BusyButton } from "../../components/busy-button";
import { PageFrame } from "../../components/page-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { mediaImage } from "../../lib/media-image";
import { paths } from "../../lib/paths";
import { useRouteFrame } from "../frame/use-route-frame";
import { searchNow, type WantedItem, wantedQueryKey, wantedQueryOptions } from "./api/wanted";
import "./dashboard.css";
import { LoadError } from "../../components/load-error";

type Outcome = { intent: "success" | "danger"; text: string };

/** One wanted title; its search's outcome goes to the page (a row found complete leaves the list). */
function WantedRow({
  item,
  onOutcome,
}: {
  item: WantedItem;
  onOutcome: (o: Outcome | null) => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.movieDashboard.wanted;
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const setOutcome = onOutcome;
  const run = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const logs = await searchNow(item.sub_id);
      setOutcome({
        intent: "success",
        text: logs.length
          ? t.result({ title: item.title, result: logs.join("\n") })
          : t.noResult({ title: item.title }),
      });
      await client.invalidateQueries({ queryKey: wantedQueryKey });
    } catch (error) {
      setOutcome({ intent: "danger", text: errorMessage(error) ?? LL.common.somethingWentWrong() });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li>
      <Card className="mr-wanted">
        {item.poster_url ? (
          <img
            src={mediaImage(item.poster_url)}
            alt=""
            loading="lazy"
            className="mr-wanted-poster mr-poster-img"
          />
        ) : (
          <div className="mr-wanted-poster mr-poster-img mr-filed-none" aria-hidden />
        )}
        <div className="mr-wanted-body">
          <div className="mr-tile-row">
            <Link href={`${paths.subscribe.detail}?id=${item.sub_id}`} className="mr-wanted-title">
              {item.title}
              {item.year > 0 && ` (${item.year})`}
            </Link>
            <BusyButton
              icon={<SearchIcon />}
              text={busy ? t.searching() : t.search()}
              loading={busy}
              onClick={() => void run()}
            />
          </div>
          {item.type === "TV" ? (
            <span>
              {t.episodes({ season: item.season ?? 1, episodes: (item.episodes ?? []).join(", ") })}
            </span>
          ) : (
            <Tag minimal>{t.movie()}</Tag>
          )}
        </div>
      </Card>
    </li>
  );
}

/** /subscribe/wanted — subscribed episodes and movies not filed yet, each with 立即搜索. */
export function WantedPage() {
  const { LL } = useI18nContext();
  const { title, breadcrumb } = useRouteFrame();
  const wanted = useQuery(wantedQueryOptions());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <div role="status" className="mr-wanted-status">
        {outcome && (
          <Callout intent={outcome.intent} compact className="mr-wanted-outcome">
            {outcome.text}
          </Callout>
        )}
      </div>
      {wanted.isError && <LoadError error={wanted.error} sentence={LL.movieDashboard.loadFailed} />}
      {wanted.isPending && <NonIdealState icon={<Spinner size={30} />} />}
      {wanted.data?.length === 0 && (
        <NonIdealState
          description={
            <span className={Classes.TEXT_MUTED}>{LL.movieDashboard.wanted.none()}</span>
          }
        />
      )}
      <ul className="mr-wanted-list">
        {(wanted.data ?? []).map((item) => (
          <WantedRow key={item.sub_id} item={item} onOutcome={setOutcome} />
        ))}
      </ul>
    </PageFrame>
  );
}
