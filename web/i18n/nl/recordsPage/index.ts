import en_recordsPage from "../../en/recordsPage";
import type { NamespaceRecordsPageTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of nl.
const nl_recordsPage: NamespaceRecordsPageTranslation = en_recordsPage;

export default nl_recordsPage;
