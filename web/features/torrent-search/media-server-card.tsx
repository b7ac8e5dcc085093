import { Button, Card, Classes, HTMLSelect, Tag } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { useId, useState } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import { useBusyAction } from "../../components/use-busy-action";
import { useI18nContext } from "../../i18n/i18n-react";
import { withBasePath } from "../../lib/base-path";
import { errorMessage } from "../../lib/error-message";
import { toast } from "../../lib/toaster";
import { isAdminAtom } from "../../state/auth";
import { getMediaStreams } from "./api/get-media-streams";
import type { MediaServerItem, Streams } from "./api/search-media-server";
import { submitSubtitle } from "./api/submit-subtitle";

const load = () => import("./media-server-dialogs");
const TracksDialog = lazyDialog(load, "TracksDialog");
const EpisodesDialog = lazyDialog(load, "EpisodesDialog");
const SubtitleConfirm = lazyDialog(load, "SubtitleConfirm");

function TrackList({ kind, streams }: { kind: "audio" | "subtitle"; streams: Streams }) {
  const { LL } = useI18nContext();
  const t = LL.torrentSearch.media;
  const [open, setOpen] = useState(false);
  const list = (kind === "audio" ? streams.audio_streams : streams.subtitle_streams) ?? [];
  const names = list.map((s) => s.display_title);
  const title = kind === "audio" ? t.audioTitle() : t.subtitleTitle();
  if (names.length <= 1) {
    const text = names[0] ?? t.none();
    return <span>{kind === "audio" ? t.audio({ list: text }) : t.subtitle({ list: text })}</span>;
  }
  return (
    <>
      <Button
        variant="minimal"
        size="small"
        onClick={() => setOpen(true)}
        text={
          kind === "audio" ? t.audioMore({ n: names.length }) : t.subtitleMore({ n: names.length })
        }
      />
      {open && <TracksDialog title={title} names={names} onClose={() => setOpen(false)} />}
    </>
  );
}

function StreamChips({ streams }: { streams: Streams }) {
  return (
    <div className="mr-ms-chips">
      {[streams.video_resolution, streams.video_codec, streams.video_container]
        .filter(Boolean)
        .map((c) => (
          <Tag key={c} minimal round>
            {c}
          </Tag>
        ))}
      <TrackList kind="audio" streams={streams} />
      <TrackList kind="subtitle" streams={streams} />
    </div>
  );
}

/** One media-server hit (screens.md §S7): movie formats and tracks, or a TV season's episodes. */
export function MediaServerCard({ item }: { item: MediaServerItem }) {
  const { LL } = useI18nContext();
  const t = LL.torrentSearch.media;
  const uid = useId();
  const isMovie = item.type === "Movie";
  const seasons = item.sub_items ?? [];
  const [seasonIndex, setSeasonIndex] = useState(seasons.at(-1)?.index ?? 0);
  const season = seasons.find((s) => s.index === seasonIndex);
  const [episodeStreams, setEpisodeStreams] = useState<Streams | null>(null);
  const [episodesOpen, setEpisodesOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { busy, attempt } = useBusyAction();
  // submit_download_subtitle is the admin's (a family member's would be refused).
  const admin = useAtomValue(isAdminAtom);

  const episodes = season?.sub_items ?? [];
  const have = episodes.filter((e) => e.status === 1);
  const missing = episodes.length - have.length;
  const streams: Streams = episodeStreams ?? (isMovie ? item : (season ?? item));

  const showEpisode = async (id: string | number) => {
    try {
      setEpisodeStreams(await getMediaStreams(id));
      setEpisodesOpen(false);
    } catch (error) {
      toast.error(t.streamsFailed({ message: errorMessage(error) ?? "" }));
    }
  };

  const downloadSubtitle = async () => {
    // A refusal (e.g. no subtitle provider configured) is the server's to say.
    await attempt(async () => {
      const { message } = await submitSubtitle(
        isMovie
          ? { tmdb_id: item.tmdb_id ?? "", media_type: "Movie" }
          : {
              tmdb_id: item.tmdb_id ?? "",
              media_type: "TV",
              season_index: seasonIndex,
              episode_index: have.map((e) => e.index).join(","),
            },
      );
      toast.success(message);
    });
    setConfirming(false);
  };

  const poster = item.poster_url ? withBasePath(item.poster_url) : undefined;
  const backdrop = item.backdrop_url ? withBasePath(item.backdrop_url) : undefined;
  return (
    <Card
      className="mr-ms-card"
      style={backdrop ? { backgroundImage: `url("${backdrop}")` } : undefined}
    >
      <div className="mr-ms-tint">
        {poster && (
          <a href={item.url} target="_blank" rel="noopener noreferrer" className="mr-ms-poster">
            <img className="mr-poster-img" src={poster} alt={item.name} loading="lazy" />
          </a>
        )}
        <div className="mr-ms-body">
          <h3 className="mr-ms-title">
            {item.url ? (
              <a
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t.open({ name: item.name })}
              >
                {item.name}
              </a>
            ) : (
              item.name
            )}
          </h3>
          {!isMovie && seasons.length > 1 && (
            <span className="mr-filter-field">
              <label htmlFor={`${uid}-season`}>{t.season()}</label>
              <HTMLSelect
                id={`${uid}-season`}
                value={String(seasonIndex)}
                onChange={(e) => {
                  setSeasonIndex(Number(e.currentTarget.value));
                  setEpisodeStreams(null);
                }}
                options={seasons.map((s) => ({
                  value: String(s.index),
                  label: t.seasonN({ n: s.index }),
                }))}
              />
            </span>
          )}
          {!isMovie && seasons.length === 1 && <p>{t.seasonN({ n: seasonIndex })}</p>}
          {!isMovie && episodes.length > 0 && (
            <Button
              variant="outlined"
              size="small"
              text={
                missing > 0
                  ? t.episodes({ have: have.length, miss: missing })
                  : t.full({ n: episodes.length })
              }
              onClick={() => setEpisodesOpen(true)}
            />
          )}
          <StreamChips streams={streams} />
          {!isMovie && item.next_episode_to_air && (
            <p className={Classes.TEXT_MUTED}>
              {t.nextAir({
                n: item.next_episode_to_air.episode_index,
                date: item.next_episode_to_air.air_date,
              })}
            </p>
          )}
          {admin && item.tmdb_id !== undefined && item.tmdb_id !== "" && (
            <Button size="small" text={t.downloadSubtitle()} onClick={() => setConfirming(true)} />
          )}
        </div>
      </div>
      {episodesOpen && (
        <EpisodesDialog
          episodes={episodes}
          onPick={(id) => void showEpisode(id)}
          onClose={() => setEpisodesOpen(false)}
        />
      )}
      {confirming && (
        <SubtitleConfirm
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void downloadSubtitle()}
        >
          {t.subtitleConfirm({
            name: isMovie ? item.name : `${item.name} ${t.seasonN({ n: seasonIndex })}`,
          })}
        </SubtitleConfirm>
      )}
    </Card>
  );
}
