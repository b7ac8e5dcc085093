import en_discover from "../../en/discover";
import type { NamespaceDiscoverTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of de.
const de_discover: NamespaceDiscoverTranslation = en_discover;

export default de_discover;
