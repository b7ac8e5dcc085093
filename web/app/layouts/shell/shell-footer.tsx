import { useAtomValue } from "jotai";
import { useI18nContext } from "../../../i18n/i18n-react";
import { appInfoValueAtom } from "../../../state/app-info";

/**
 * Where 帮助文档 points. The original linked an external wiki whose address is
 * not in the specs; the project's documentation is the stand-in until the
 * product names one.
 */
export const HELP_DOCS_URL = "https://github.com/movie-robot/web-console#readme";

/** screens.md §1.4: 帮助文档 (hidden on small screens), © year, the app version. */
export function ShellFooter() {
  const { LL } = useI18nContext();
  const { version } = useAtomValue(appInfoValueAtom);
  return (
    <footer className="mr-footer">
      <a className="mr-footer-help" href={HELP_DOCS_URL} target="_blank" rel="noreferrer">
        {LL.shell.helpDocs()}
      </a>
      <span className="mr-footer-spacer" />
      <span>{LL.shell.copyright({ year: new Date().getFullYear() })}</span>
      <span>{LL.shell.version({ version })}</span>
    </footer>
  );
}
