import en_mediaLibrary from "../../en/mediaLibrary";
import type { NamespaceMediaLibraryTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of nl.
const nl_mediaLibrary: NamespaceMediaLibraryTranslation = en_mediaLibrary;

export default nl_mediaLibrary;
