import { Button, Card, Classes, H2 } from "@blueprintjs/core";
import { LogOutIcon } from "@blueprintjs/icons";
import { useAtomValue, useSetAtom } from "jotai";
import { useLocation } from "wouter";
import { roleTitle } from "../../app/layouts/shell/menu-title";
import { paths } from "../../app/paths";
import { PageFrame } from "../../components/page-frame";
import { PageSpinner } from "../../components/page-spinner";
import { UserAvatar } from "../../components/user-avatar";
import { useI18nContext } from "../../i18n/i18n-react";
import { appInfoValueAtom } from "../../state/app-info";
import { authAtom, signOutAtom } from "../../state/auth";

/**
 * / and /home, until the home screen (daily pick, recommendations) is built:
 * its frame, who is signed in, the app version and 退出.
 */
export function HomePage() {
  const { LL } = useI18nContext();
  const { user } = useAtomValue(authAtom);
  const appInfo = useAtomValue(appInfoValueAtom);
  const signOut = useSetAtom(signOutAtom);
  const [, navigate] = useLocation();
  const title = LL.home.pageTitle();

  // The guard sends signed-out visitors away; until auth has settled there is no one to show.
  if (!user) return <PageSpinner />;

  const onSignOut = () => {
    signOut();
    navigate(paths.auth.signIn);
  };

  return (
    <PageFrame title={title} breadcrumb={[{ label: title }]}>
      <Card elevation={1} style={{ display: "flex", flexDirection: "column", gap: 16 }}>
        <H2 style={{ margin: 0 }}>{LL.phrases.welcomeBack()}</H2>
        <div style={{ display: "flex", alignItems: "center", gap: 16, flexWrap: "wrap" }}>
          <UserAvatar nickname={user.nickname} avatar={user.avatar} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <div style={{ fontSize: 18, fontWeight: 600 }}>{user.nickname}</div>
            {roleTitle(LL, user) && <div className={Classes.TEXT_MUTED}>{roleTitle(LL, user)}</div>}
          </div>
          <Button icon={<LogOutIcon />} text={LL.home.signOut()} onClick={onSignOut} />
        </div>
        <div className={Classes.TEXT_MUTED}>{LL.home.version({ version: appInfo.version })}</div>
      </Card>
    </PageFrame>
  );
}
