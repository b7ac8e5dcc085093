import { Button, Callout } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage, needsSetup } from "../../lib/error-message";
import { paths } from "../../lib/paths";
import { isAdminAtom } from "../../state/auth";
import { LinkButton } from "../link-button";

/** The settings page a refusal points at: Douban's, TMDB's, or the hub. */
export function settingsPageFor(message: string): string {
  if (/豆瓣|douban/i.test(message)) return paths.setting.editDouban;
  if (/tmdb/i.test(message)) return paths.setting.editTmdb;
  return paths.setting.index;
}

/**
 * Why a metadata list could not load, in the server's words ("未设置 TMDB API
 * Key…", "豆瓣请求过于频繁…"), with a way to the settings that fix it and 重试.
 * Never a blank page. A family member cannot open the settings: they are
 * told to ask the administrator instead of shown a link the server refuses;
 * for a failure only the settings cure, the server's words to her already
 * say so.
 */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.discover.guidance;
  const isAdmin = useAtomValue(isAdminAtom);
  const message = errorMessage(error) ?? LL.common.somethingWentWrong();
  const target = settingsPageFor(message);
  const linkText =
    target === paths.setting.editDouban
      ? t.toDouban()
      : target === paths.setting.editTmdb
        ? t.toTmdb()
        : t.toSettings();
  return (
    <Callout intent="warning" role="alert" className="mr-load-failure">
      <p>{message}</p>
      {!isAdmin && !needsSetup(error) && <p>{t.askAdmin()}</p>}
      <div className="mr-load-failure-actions">
        <LinkButton href={target} adminOnly>
          {linkText}
        </LinkButton>
        {onRetry && <Button text={t.retry()} onClick={onRetry} />}
      </div>
    </Callout>
  );
}
