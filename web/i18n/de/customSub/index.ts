import en_customSub from "../../en/customSub";
import type { NamespaceCustomSubTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of de.
const de_customSub: NamespaceCustomSubTranslation = en_customSub;

export default de_customSub;
