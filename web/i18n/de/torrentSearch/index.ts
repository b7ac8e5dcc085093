import en_torrentSearch from "../../en/torrentSearch";
import type { NamespaceTorrentSearchTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of de.
const de_torrentSearch: NamespaceTorrentSearchTranslation = en_torrentSearch;

export default de_torrentSearch;
