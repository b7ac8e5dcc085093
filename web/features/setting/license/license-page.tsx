import { Button, Callout, Card, Classes, H2 } from "@blueprintjs/core";
import { EditIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "wouter";
import { PageFrame } from "../../../components/page-frame";
import { UserAvatar } from "../../../components/user-avatar";
import { useI18nContext } from "../../../i18n/i18n-react";
import { paths } from "../../../lib/paths";
import { QueryGate } from "../../config/query-gate";
import { useRouteFrame } from "../../frame/use-route-frame";
import { type LicenseDetail, licenseDetailQueryOptions } from "../hub/api/get-license-detail";
import { licenseMessage } from "./license-status";
import { NicknameDialog } from "./nickname-dialog";
import { PlanCards } from "./plan-cards";
import "./license.css";

/** /setting/license: 授权信息 — greeting with 修改昵称, the licence line, the plans. */
export function LicensePage() {
  const { title, breadcrumb } = useRouteFrame();
  const detail = useQuery(licenseDetailQueryOptions());
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <QueryGate query={detail}>{(data) => <LicenseDetails detail={data} />}</QueryGate>
    </PageFrame>
  );
}

function LicenseDetails({ detail }: { detail: LicenseDetail }) {
  const { LL } = useI18nContext();
  const t = LL.settingLog.license;
  const [editing, setEditing] = useState(false);
  const [, navigate] = useLocation();
  const nickname = detail.user?.nickname ?? "";
  return (
    <>
      <Card elevation={1} className="mr-license-head">
        <UserAvatar nickname={nickname} size={56} />
        <div className="mr-license-text">
          <div className="mr-license-greeting">
            <H2 className="mr-license-hi">{t.greeting({ nickname })}</H2>
            <Button
              variant="minimal"
              icon={<EditIcon />}
              aria-label={t.editNickname()}
              title={t.editNickname()}
              onClick={() => setEditing(true)}
            />
          </div>
          {detail.builtin ? (
            <>
              <Callout intent="success" compact className="mr-license-line">
                {licenseMessage(detail, LL)}
              </Callout>
              {/* Invitations work without a licence: the way to 发送邀请 stays here. */}
              <Button
                className="mr-license-invite"
                intent="primary"
                text={t.trial.invite()}
                onClick={() => navigate(paths.user.inviteEmail)}
              />
            </>
          ) : (
            <p className={`mr-license-line ${Classes.TEXT_MUTED}`}>{licenseMessage(detail, LL)}</p>
          )}
        </div>
      </Card>
      {/* The built-in backend needs no licence: price cards would mean nothing there. */}
      {!detail.builtin && <PlanCards detail={detail} />}
      <NicknameDialog isOpen={editing} nickname={nickname} onClose={() => setEditing(false)} />
    </>
  );
}
