import en from "../en";
import { extendDictionary } from "../i18n-util";

// Only the seed's three phrases are translated into German; every other key falls back to English.
const de = extendDictionary(en, {
  phrases: {
    searchPlaceholder: "Themen suchen…",
    welcomeBack: "Willkommen zurück",
    missedYou: "Wir haben dich vermisst",
  },
});

export default de;
