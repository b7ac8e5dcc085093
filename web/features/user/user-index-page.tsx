import { AnchorButton, Button, Card, Classes, HTMLTable } from "@blueprintjs/core";
import { EditIcon, PlusIcon, TrashIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { ConfirmRemoveDialog, useConfirmedRemove } from "../../components/confirmed-remove";
import { PageFrame } from "../../components/page-frame";
import { scoreRuleLabel } from "../../components/score-rule-label";
import { useI18nContext } from "../../i18n/i18n-react";
import { paths } from "../../lib/paths";
import { QueryGate } from "../config/query-gate";
import { useRouteFrame } from "../frame/use-route-frame";
import { deleteUser } from "./api/delete-user";
import { type UserAccount, userListQueryKey, userListQueryOptions } from "./api/get-user-list";
import "./user.css";

/** The first admin (id 1) cannot be deleted from the UI (api-contract §2.7). */
const FIRST_ADMIN = 1;

/** /user/index (screens.md): 全部用户, with + to add, edit per row and delete after a confirmation. */
export function UserIndexPage() {
  const { LL } = useI18nContext();
  const t = LL.user.list;
  const { title, breadcrumb } = useRouteFrame();
  const list = useQuery(userListQueryOptions());
  const removal = useConfirmedRemove((u: UserAccount) => deleteUser(u.id), [userListQueryKey]);
  const setOrNot = (v: string) => (v ? t.set() : t.unset());

  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <Card elevation={1}>
        <div className="mr-section-head">
          <h2 className={Classes.HEADING}>{t.heading()}</h2>
          <Link href={`${paths.user.edit}?op=add`} asChild>
            <AnchorButton icon={<PlusIcon />} text={t.add()} />
          </Link>
        </div>
        <QueryGate query={list}>
          {(users) => (
            <div className="mr-user-scroll">
              <HTMLTable className="mr-user-table" striped aria-label={t.heading()}>
                <thead>
                  <tr>
                    {[
                      t.nickname(),
                      t.username(),
                      t.role(),
                      t.scoreRule(),
                      t.douban(),
                      t.wechat(),
                      t.pushdeer(),
                      t.bark(),
                      t.actions(),
                    ].map((h) => (
                      <th key={h} scope="col">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {users.map((u) => (
                    <tr key={u.id}>
                      <td>{u.nickname}</td>
                      <td>{u.username}</td>
                      <td>{u.role === 1 ? LL.user.roles.admin() : LL.user.roles.user()}</td>
                      <td>
                        {u.score_rule_name ? scoreRuleLabel(LL, u.score_rule_name) : t.unset()}
                      </td>
                      <td>{u.douban_user || t.unset()}</td>
                      <td>{u.qywx_user || t.unset()}</td>
                      <td>{setOrNot(u.pushdeer_key)}</td>
                      <td>{setOrNot(u.bark_url)}</td>
                      <td className="mr-user-actions">
                        <Link href={`${paths.user.edit}?op=edit&id=${u.id}`} asChild>
                          <AnchorButton
                            variant="minimal"
                            icon={<EditIcon />}
                            aria-label={t.edit({ name: u.nickname })}
                          />
                        </Link>
                        {u.id !== FIRST_ADMIN && (
                          <Button
                            variant="minimal"
                            icon={<TrashIcon />}
                            aria-label={t.remove({ name: u.nickname })}
                            onClick={() => removal.ask(u)}
                          />
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
        </QueryGate>
      </Card>
      <ConfirmRemoveDialog removal={removal} texts={t} name={(u) => u.nickname} />
    </PageFrame>
  );
}
