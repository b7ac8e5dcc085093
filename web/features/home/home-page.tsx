import { Button, Card, Classes, H1 } from "@blueprintjs/core";
import { LogOutIcon } from "@blueprintjs/icons";
import { useAtomValue, useSetAtom } from "jotai";
import { useLocation } from "wouter";
import { PlainLayout } from "../../app/layouts/plain-layout";
import { paths } from "../../app/paths";
import { PageSpinner } from "../../components/page-spinner";
import { useI18nContext } from "../../i18n/i18n-react";
import { usePageTitle } from "../../lib/page-title";
import { appInfoAtom } from "../../state/app-info";
import { authAtom, signOutAtom } from "../../state/auth";
import { UserAvatar } from "./user-avatar";

/** / and /home for now: who is signed in, the app version and 退出 (the shell comes later). */
export function HomePage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.home.pageTitle());
  const { user } = useAtomValue(authAtom);
  const { data: appInfo } = useAtomValue(appInfoAtom);
  const signOut = useSetAtom(signOutAtom);
  const [, navigate] = useLocation();

  // The guard sends signed-out visitors away; until auth has settled there is no one to show.
  if (!user) return <PageSpinner />;

  const onSignOut = () => {
    signOut();
    navigate(paths.auth.signIn);
  };

  return (
    <PlainLayout>
      <Card elevation={2} style={{ display: "flex", flexDirection: "column", gap: 16 }}>
        <H1 style={{ margin: 0 }}>{LL.phrases.welcomeBack()}</H1>
        <div style={{ display: "flex", alignItems: "center", gap: 16 }}>
          <UserAvatar nickname={user.nickname} avatar={user.avatar} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <div style={{ fontSize: 18, fontWeight: 600 }}>{user.nickname}</div>
            {user.role_name && <div className={Classes.TEXT_MUTED}>{user.role_name}</div>}
          </div>
          <Button icon={<LogOutIcon />} text={LL.home.signOut()} onClick={onSignOut} />
        </div>
        <div className={Classes.TEXT_MUTED}>
          {appInfo ? LL.home.version({ version: appInfo.version }) : LL.home.versionUnknown()}
        </div>
      </Card>
    </PlainLayout>
  );
}
