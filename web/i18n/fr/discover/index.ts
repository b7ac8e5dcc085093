import en_discover from "../../en/discover";
import type { NamespaceDiscoverTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of fr.
const fr_discover: NamespaceDiscoverTranslation = en_discover;

export default fr_discover;
