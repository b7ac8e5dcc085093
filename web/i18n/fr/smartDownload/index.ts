import en_smartDownload from "../../en/smartDownload";
import type { NamespaceSmartDownloadTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of fr.
const fr_smartDownload: NamespaceSmartDownloadTranslation = en_smartDownload;

export default fr_smartDownload;
