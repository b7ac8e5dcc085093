import en_rankingSub from "../../en/rankingSub";
import type { NamespaceRankingSubTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of de.
const de_rankingSub: NamespaceRankingSubTranslation = en_rankingSub;

export default de_rankingSub;
