import en_subDetail from "../../en/subDetail";
import type { NamespaceSubDetailTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of fr.
const fr_subDetail: NamespaceSubDetailTranslation = en_subDetail;

export default fr_subDetail;
