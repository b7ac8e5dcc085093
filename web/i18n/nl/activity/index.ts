import en_activity from "../../en/activity";
import type { NamespaceActivityTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of nl.
const nl_activity: NamespaceActivityTranslation = en_activity;

export default nl_activity;
