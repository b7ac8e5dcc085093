import en_titles from "../../en/titles";
import type { NamespaceTitlesTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of de.
const de_titles: NamespaceTitlesTranslation = en_titles;

export default de_titles;
