import en_configMediaPath from "../../en/configMediaPath";
import type { NamespaceConfigMediaPathTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of nl.
const nl_configMediaPath: NamespaceConfigMediaPathTranslation = en_configMediaPath;

export default nl_configMediaPath;
