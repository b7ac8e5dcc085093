import en_activity from "../../en/activity";
import type { NamespaceActivityTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of de.
const de_activity: NamespaceActivityTranslation = en_activity;

export default de_activity;
