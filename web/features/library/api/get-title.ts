import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";
import type { LibraryTitle } from "./get-titles";

export type LibraryVersion = {
  source: "server" | "filed";
  server?: string;
  ref: string;
  resolution: string;
  codec: string;
  subtitles: string[];
  site?: string;
  path?: string;
  url?: string;
};

export type LibraryRecord = {
  id: number;
  name: string;
  site: string;
  status: number;
  season?: number;
  episodes?: string;
  filed: boolean;
  reason?: string;
  created_at: string;
  sub_id?: number;
};

export type LibrarySubscription = {
  id: number;
  nickname: string;
  season?: number;
  status: number;
};

/** One opened title (GET /api/library/title?id=). */
export type LibraryDetail = {
  title: LibraryTitle;
  versions: LibraryVersion[];
  holdings: {
    library: { servers: string[]; error?: string };
    records: LibraryRecord[];
    subscriptions: LibrarySubscription[];
  };
  missing: { season: number; episodes: number[] }[];
};

export const libraryTitleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["library", "title", id],
    queryFn: () => getConfig<LibraryDetail>("/api/library/title", { id: String(id) }),
  });
