import en_torrentSearch from "../../en/torrentSearch";
import type { NamespaceTorrentSearchTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of nl.
const nl_torrentSearch: NamespaceTorrentSearchTranslation = en_torrentSearch;

export default nl_torrentSearch;
