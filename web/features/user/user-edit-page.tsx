import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import { PageFrame } from "../../components/page-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toaster";
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
  const id = query.get("op") === "edit" ? (query.get("id") ?? "") : "";
  const options = useQuery(userOptionsQueryOptions());
  const account = useQuery({ ...userQueryOptions(id), enabled: id !== "" });
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: UserValues) => {
    setError(null);
    const fields = toUserFields(values);
    try {
      const saved = id
        ? await updateUser(id, { ...fields, new_password: values.password })
        : await registerUser({ ...fields, password: values.password });
      void toast.success(saved.message);
      await queryClient.invalidateQueries({ queryKey: userListQueryKey });
      navigate(paths.user.index);
    } catch (err) {
      const message = errorMessage(err) ?? LL.common.somethingWentWrong();
      setError(message);
      void toast.error(message);
    }
  };

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
