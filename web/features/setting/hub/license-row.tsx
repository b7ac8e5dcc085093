import { Card } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { UserAvatar } from "../../../components/user-avatar";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { TranslationFunctions } from "../../../i18n/i18n-types";
import { paths } from "../../../lib/paths";
import { authAtom } from "../../../state/auth";
import { licenseWords } from "../license/license-words";
import { type LicenseDetail, licenseDetailQueryOptions } from "./api/get-license-detail";
import { HubRow } from "./hub-row";

/** The line under the name: the built-in backend needs no licence; otherwise by plan. */
export function licenseText(LL: TranslationFunctions, detail: LicenseDetail): string {
  return licenseWords(detail, LL.settingHub.license, detail.expireDays ?? 0);
}

/** The signed-in user's avatar, the licence holder's name and plan → /setting/license. */
export function LicenseRow() {
  const { LL } = useI18nContext();
  const { user } = useAtomValue(authAtom);
  const query = useQuery(licenseDetailQueryOptions());
  const detail = query.data;
  const nickname = detail?.user?.nickname || user?.nickname || "";
  return (
    <Card elevation={1} className="mr-hub-section mr-hub-untitled">
      <ul className="mr-hub-list" aria-label={LL.routes.settingLicense()}>
        <HubRow
          href={paths.setting.license}
          icon={user && <UserAvatar nickname={user.nickname} avatar={user.avatar} size={32} />}
          title={nickname}
          secondary={detail ? licenseText(LL, detail) : undefined}
        />
      </ul>
    </Card>
  );
}
