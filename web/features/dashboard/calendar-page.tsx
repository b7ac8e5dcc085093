import {
  Button,
  Card,
  Classes,
  H2,
  InputGroup,
  NonIdealState,
  Spinner,
  Tag,
} from "@blueprintjs/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { BusyButton } from "../../components/busy-button";
import { PageFrame } from "../../components/page-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { withBasePath } from "../../lib/base-path";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toaster";
import { useRouteFrame } from "../frame/use-route-frame";
import {
  type CalendarEpisode,
  calendarFeedQueryKey,
  calendarFeedQueryOptions,
  calendarQueryOptions,
  resetCalendarFeed,
} from "./api/calendar";
import "./dashboard.css";
import { LoadError } from "../../components/load-error";
import { useBusyAction } from "../../components/use-busy-action";

/** A Douban title that names its season already ("绝命毒师 第一季"). */
const SEASON_NAMED = /第[一二三四五六七八九十百\d]+季/;

/** Local YYYY-MM-DD of today. */
function todayText(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function byDay(episodes: CalendarEpisode[]): [string, CalendarEpisode[]][] {
  const days = new Map<string, CalendarEpisode[]>();
  for (const ep of episodes) days.set(ep.air_date, [...(days.get(ep.air_date) ?? []), ep]);
  return [...days.entries()];
}

/** The feed's address for calendar apps (absolute, under the base path). */
export function feedUrl(token: string, origin = window.location.origin): string {
  return `${origin}${withBasePath(`/api/subscribe/calendar.ics?token=${encodeURIComponent(token)}`)}`;
}

function FeedCard() {
  const { LL } = useI18nContext();
  const t = LL.movieDashboard.calendar;
  const client = useQueryClient();
  const feed = useQuery(calendarFeedQueryOptions());
  const { busy, attempt } = useBusyAction();
  const url = feed.data ? feedUrl(feed.data.token) : "";
  const reset = async () => {
    await attempt(async () => {
      const token = await resetCalendarFeed();
      client.setQueryData(calendarFeedQueryKey, { token });
      toast.success(t.resetDone());
    });
  };
  return (
    <Card className="mr-ical-feed" role="region" aria-labelledby="mr-ical-feed-title">
      <H2 id="mr-ical-feed-title" className="mr-tile-title">
        {t.feed()}
      </H2>
      <p className={Classes.TEXT_MUTED}>{t.feedHint()}</p>
      <div className="mr-ical-feed-row">
        <InputGroup readOnly value={url} aria-label={t.feed()} className="mr-ical-feed-url" fill />
        <Button
          text={t.copy()}
          disabled={!url}
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(() => toast.success(t.copied()))
          }
        />
        <BusyButton text={t.reset()} loading={busy} onClick={() => void reset()} />
      </div>
    </Card>
  );
}

/** /subscribe/calendar — episodes of subscribed shows by air day (the original's tv_calendar) and the iCal feed. */
export function CalendarPage() {
  const { LL } = useI18nContext();
  const t = LL.movieDashboard.calendar;
  const { title, breadcrumb } = useRouteFrame();
  const calendar = useQuery(calendarQueryOptions());
  const today = todayText();
  const days = byDay(calendar.data?.episodes ?? []);
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <FeedCard />
      {calendar.isError && (
        <LoadError error={calendar.error} sentence={LL.movieDashboard.loadFailed} />
      )}
      {calendar.isPending && <NonIdealState icon={<Spinner size={30} />} />}
      {calendar.data && days.length === 0 && <NonIdealState description={t.none()} />}
      <ol className="mr-agenda">
        {days.map(([day, eps]) => (
          <li key={day} className="mr-agenda-day" data-today={day === today || undefined}>
            <h2 className="mr-agenda-date">
              {day}
              {day === today && (
                <Tag intent="primary" minimal>
                  {t.today()}
                </Tag>
              )}
              {day !== today && (
                <span className={Classes.TEXT_MUTED}>{day < today ? t.past() : t.upcoming()}</span>
              )}
            </h2>
            <ul className="mr-plain-list">
              {eps.map((ep) => (
                <li key={`${ep.sub_id}-${ep.episode}`} className="mr-agenda-item">
                  <Link href={`${paths.subscribe.detail}?id=${ep.sub_id}`}>
                    {ep.type === "Movie"
                      ? t.movieRelease({ title: ep.title })
                      : SEASON_NAMED.test(ep.title)
                        ? t.episodeOnly({ title: ep.title, episode: ep.episode })
                        : t.episode({ title: ep.title, season: ep.season, episode: ep.episode })}
                  </Link>
                  {ep.name && ep.type !== "Movie" && (
                    <span className={Classes.TEXT_MUTED}>{ep.name}</span>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </PageFrame>
  );
}
