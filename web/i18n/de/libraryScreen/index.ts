import en_libraryScreen from "../../en/libraryScreen";
import type { NamespaceLibraryScreenTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of de.
const de_libraryScreen: NamespaceLibraryScreenTranslation = en_libraryScreen;

export default de_libraryScreen;
