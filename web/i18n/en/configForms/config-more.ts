import type { NamespaceConfigFormsTranslation } from "../../i18n-types";

type More = Pick<NamespaceConfigFormsTranslation, "movieMetadata" | "freeDownload" | "scoreConfig">;

export const configMore: More = {
  movieMetadata: {
    subtitle:
      "These services need a stable network: pictures and accurate recognition of titles depend on them.",
    tmdbKey: "TMDB API key",
    tmdbKeyHelp: "The API key used to query TMDB",
    tmdbKeyRequired: "The TMDB API key is required",
    applyKey: "Get an API key",
    fanartKey: "FanArt API key",
    fanartKeyHelp: "Optional; makes pictures in notifications and pages nicer.",
    proxies: "Proxy",
    proxiesHelp:
      "Leave empty for no proxy. HTTP and SOCKS proxies reach TMDB and FanArt. Example: http://localhost:8030 or socks5://user:pass@host:port",
    proxiesInvalid: "The proxy must start with http://, https:// or socks5://",
    saveFailed: "The configuration failed: can the container reach the internet?",
    back: "Back to media path settings",
  },
  freeDownload: {
    subtitle: "Once enabled, also choose in the site settings how each site is kept up.",
    learnMore: "Learn how to use it",
    savePath: "Download path",
    savePathHelp: "Where the download client saves; best kept apart from your media",
    savePathRequired: "The download path is required",
    availableSpace: "Free disk space",
    availableSpaceHelp: "Storage free-download tasks may use, in GB",
    availableSpaceInvalid: "Free disk space must be a whole number of at least 50",
    statisticsPeriod: "Statistics period",
    statisticsPeriodHelp:
      "One period is one minute; it sets how fast torrents are retired (default 10)",
    statisticsPeriodInvalid: "The statistics period must be a whole number of at least 1",
    uploadMax: "Maximum upload rate",
    uploadMaxHelp: "The most upstream bandwidth, in Mbps",
    uploadMaxInvalid: "The maximum upload rate must be a whole number of at least 1",
    enable: "Enable the traffic management task",
  },
  scoreConfig: {
    subtitle: "How torrents are chosen, for search and smart downloads.",
    strategy: "Strategy",
    strategyHelp: "The strategy's name; copy a file in the config folder's rules to add one.",
    keywords: "Custom keywords",
    keywordsHelp: "A torrent name or title containing any keyword scores higher on name.",
    keywordsTooLong: "Custom keywords must be at most 500 characters",
    percent: "{value}%",
    weights: {
      name: {
        label: "Name weight",
        help: "Whether the name and subtitle carry the title's names and your keywords.",
        invalid: "The name weight must be a whole number from 0 to 100",
      },
      type: {
        label: "Type weight",
        help: "Medium, resolution, codec and format as read from the torrent name.",
        invalid: "The type weight must be a whole number from 0 to 100",
      },
      seeders: {
        label: "Seeders weight",
        help: "More seeders, higher score.",
        invalid: "The seeders weight must be a whole number from 0 to 100",
      },
      completions: {
        label: "Completions weight",
        help: "More completed downloads, higher score.",
        invalid: "The completions weight must be a whole number from 0 to 100",
      },
      subtitle: {
        label: "Subtitle weight",
        help: "More subtitle keywords matched, higher score.",
        invalid: "The subtitle weight must be a whole number from 0 to 100",
      },
      free: {
        label: "Free weight",
        help: "The longer a torrent stays free, the higher the score.",
        invalid: "The free weight must be a whole number from 0 to 100",
      },
    },
  },
};
