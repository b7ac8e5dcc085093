import en_mediaLibrary from "../../en/mediaLibrary";
import type { NamespaceMediaLibraryTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of fr.
const fr_mediaLibrary: NamespaceMediaLibraryTranslation = en_mediaLibrary;

export default fr_mediaLibrary;
