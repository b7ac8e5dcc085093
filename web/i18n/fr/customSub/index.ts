import en_customSub from "../../en/customSub";
import type { NamespaceCustomSubTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of fr.
const fr_customSub: NamespaceCustomSubTranslation = en_customSub;

export default fr_customSub;
