// api-contract §3.9: which Douban rankings each page shows, in order.
export const MOVIE_RANKINGS = [
  "movie_real_time_hotest",
  "ECPE465QY",
  "movie_weekly_best",
  "EC7Q5H2QI",
] as const;

export const TV_RANKINGS = [
  "tv_domestic",
  "tv_american",
  "tv_japanese",
  "tv_korean",
  "tv_animation",
] as const;

export const GENRE_RANKINGS = [
  "ECZYOJPLI",
  "ECAYN54KI",
  "EC3UOBDQY",
  "ECBUOLQGY",
  "ECSAOJFTA",
  "ECPQOJP5Q",
] as const;

export type RankingKey =
  | (typeof MOVIE_RANKINGS)[number]
  | (typeof TV_RANKINGS)[number]
  | (typeof GENRE_RANKINGS)[number];

export const TOP250 = "movie_top250";
