import en_site from "../../en/site";
import type { NamespaceSiteTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of de.
const de_site: NamespaceSiteTranslation = en_site;

export default de_site;
