import en_subDetail from "../../en/subDetail";
import type { NamespaceSubDetailTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of nl.
const nl_subDetail: NamespaceSubDetailTranslation = en_subDetail;

export default nl_subDetail;
