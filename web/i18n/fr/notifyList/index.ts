import en_notifyList from "../../en/notifyList";
import type { NamespaceNotifyListTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of fr.
const fr_notifyList: NamespaceNotifyListTranslation = en_notifyList;

export default fr_notifyList;
