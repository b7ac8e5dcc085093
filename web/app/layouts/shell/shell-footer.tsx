import { useAtomValue } from "jotai";
import { useI18nContext } from "../../../i18n/i18n-react";
import { HELP_DOCS_URL } from "../../../lib/paths";
import { appInfoValueAtom } from "../../../state/app-info";

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
