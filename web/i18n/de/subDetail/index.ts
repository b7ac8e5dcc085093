import en_subDetail from "../../en/subDetail";
import type { NamespaceSubDetailTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of de.
const de_subDetail: NamespaceSubDetailTranslation = en_subDetail;

export default de_subDetail;
