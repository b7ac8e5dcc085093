import en_smartDownload from "../../en/smartDownload";
import type { NamespaceSmartDownloadTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of de.
const de_smartDownload: NamespaceSmartDownloadTranslation = en_smartDownload;

export default de_smartDownload;
