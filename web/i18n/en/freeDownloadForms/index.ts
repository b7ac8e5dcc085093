import type { NamespaceFreeDownloadFormsTranslation } from "../../i18n-types";

// English for the free-download (traffic management) forms: /config/free-download
// (config) and /setting/edit-free-download (config, setting and its traffic records).
const en_freeDownloadForms: NamespaceFreeDownloadFormsTranslation = {
  config: {
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
  setting: {
    maxActive: "Most active seeding torrents",
    maxActiveHelp: "No new torrents are added while this many download; 0 means no limit.",
    maxActiveInvalid: "Most active seeding torrents must be a whole number of at least 0",
    acceptHR: "Accept H&R torrents",
    acceptHRHelp:
      "On: free torrents the site marks H&R are brushed too, and seeded to the site's minimum ratio before removal; off: they are skipped.",
  },
  traffic: {
    title: "Traffic management torrents",
    empty: "Traffic management has not added any torrent yet.",
    failed: "Could not read the traffic management torrents: {message}",
    sites: "Per site",
    site: "Site",
    count: "Torrents",
    uploaded: "Uploaded",
    downloaded: "Downloaded",
    ratio: "Ratio",
    torrents: "Torrents",
    name: "Torrent",
    state: "State",
    reason: "Why added",
    removeReason: "Why removed",
    addedAt: "Added",
    states: {
      adding: "Adding",
      active: "Managed",
      removed: "Removed",
      released: "No longer managed",
    },
    runs: "Run logs",
    runLog: "Run log of {at}",
  },
};

export default en_freeDownloadForms;
