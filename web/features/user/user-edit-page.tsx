import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useLocation, useSearch } from "wouter";
import { PageFrame } from "../../components/page-frame";
import { useBusyAction } from "../../components/use-busy-action";
import { useI18nContext } from "../../i18n/i18n-react";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toaster";
import { authAtom, isAdminUser } from "../../state/auth";
import { QueryGate } from "../config/query-gate";
import { useRouteFrame } from "../frame/use-route-frame";
import { userQueryOptions } from "./api/get-user";
import { userListQueryKey } from "./api/get-user-list";
import { userOptionsQueryOptions } from "./api/get-user-options";
import { registerUser, updateUser } from "./api/save-user";
import { UserForm } from "./user-form";
import { toUserFields, type UserValues } from "./user-schema";

/** /user/edit?op=add|edit&id= (screens.md): 添加用户 / 编辑用户, then back to the list. */
export function UserEditPage() {
  const { LL } = useI18nContext();
  const { title, breadcrumb } = useRouteFrame();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const query = new URLSearchParams(useSearch());
  const me = useAtomValue(authAtom).user;
  // A family member may edit only their own account, and the form's choices
  // (get_user_options) are the admin's: they get their account without them.
  const admin = isAdminUser(me);
  const asked = query.get("op") === "edit" ? (query.get("id") ?? "") : "";
  const id = admin ? asked : String(me?.id ?? "");
  const options = useQuery({ ...userOptionsQueryOptions(), enabled: admin });
  const account = useQuery({ ...userQueryOptions(id), enabled: id !== "" });
  const { error, attempt } = useBusyAction({ show: "both" });

  const submit = (values: UserValues) =>
    attempt(async () => {
      const fields = toUserFields(values);
      const saved = id
        ? await updateUser(id, { ...fields, new_password: values.password })
        : await registerUser({ ...fields, password: values.password });
      void toast.success(saved.message);
      await queryClient.invalidateQueries({ queryKey: userListQueryKey });
      navigate(admin ? paths.user.index : paths.home);
    });

  if (!admin) {
    // The route names 添加用户 when op is not edit: theirs is always 编辑用户.
    const own = LL.routes.userEdit();
    return (
      <PageFrame title={own} breadcrumb={[...breadcrumb.slice(0, -1), { label: own }]}>
        <QueryGate query={account}>
          {(user) => <UserForm key={user.id} initial={user} error={error} onSubmit={submit} />}
        </QueryGate>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <QueryGate query={options}>
        {(opts) =>
          id ? (
            <QueryGate query={account}>
              {(user) => (
                <UserForm
                  key={user.id}
                  initial={user}
                  options={opts}
                  error={error}
                  onSubmit={submit}
                />
              )}
            </QueryGate>
          ) : (
            <UserForm options={opts} error={error} onSubmit={submit} />
          )
        }
      </QueryGate>
    </PageFrame>
  );
}
