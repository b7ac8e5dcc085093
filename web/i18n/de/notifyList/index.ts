import en_notifyList from "../../en/notifyList";
import type { NamespaceNotifyListTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of de.
const de_notifyList: NamespaceNotifyListTranslation = en_notifyList;

export default de_notifyList;
