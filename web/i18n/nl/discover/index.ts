import en_discover from "../../en/discover";
import type { NamespaceDiscoverTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of nl.
const nl_discover: NamespaceDiscoverTranslation = en_discover;

export default nl_discover;
