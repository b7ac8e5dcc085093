import en_plugins from "../../en/plugins";
import type { NamespacePluginsTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of de.
const de_plugins: NamespacePluginsTranslation = en_plugins;

export default de_plugins;
