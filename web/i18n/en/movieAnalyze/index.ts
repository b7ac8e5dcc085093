import type { NamespaceMovieAnalyzeTranslation } from "../../i18n-types";

const en_movieAnalyze: NamespaceMovieAnalyzeTranslation = {
  heading: "Trends",
  loadFailed: "Could not load the trends: {message}",
  range: {
    label: "Period",
    "30d": "Last 30 days (daily)",
    "12w": "Last 12 weeks (weekly)",
    "12m": "Last 12 months (monthly)",
  },
  bucket: {
    day: "Day",
    week: "Week (starting)",
    month: "Month",
  },
  showTable: "Show table",
  hideTable: "Hide table",
  tableOf: "{title} (table)",
  noData: "No data in this period",
  loadingChart: "Drawing the chart",
  flow: {
    title: "Downloads and filed",
    downloads: "Downloads",
    filed: "Filed",
  },
  sites: {
    title: "Downloads per site",
    site: "Site",
    downloads: "Downloads",
    size: "Size",
  },
  upload: { title: "Upload per site" },
  download: { title: "Download traffic per site" },
  ratio: { title: "Ratio per site", none: "—" },
  waits: {
    title: "Subscription to filed",
    median: "Median {hours} hours",
    count: "{count} subscriptions first filed in this period",
    none: "No subscription was first filed in this period",
  },
  quality: { title: "Quality mix", name: "Resolution", count: "Count", unknown: "Unknown" },
  groups: { title: "Top release groups", name: "Group", count: "Filed" },
  subtitles: {
    title: "Subtitles of filed titles",
    name: "State",
    count: "Count",
    none: "Automatic subtitles are not running",
    have: "Has subtitles",
    missing: "Missing subtitles",
    skipped: "No subtitles needed",
    unchecked: "Not checked yet",
  },
};

export default en_movieAnalyze;
