import en_titles from "../../en/titles";
import type { NamespaceTitlesTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of fr.
const fr_titles: NamespaceTitlesTranslation = en_titles;

export default fr_titles;
