import en_recordsPage from "../../en/recordsPage";
import type { NamespaceRecordsPageTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of de.
const de_recordsPage: NamespaceRecordsPageTranslation = en_recordsPage;

export default de_recordsPage;
