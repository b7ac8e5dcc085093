import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation, useSearch } from "wouter";
import { PageFrame } from "../../components/page-frame";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toaster";
import { QueryGate } from "../config/query-gate";
import { useRouteFrame } from "../frame/use-route-frame";
import { userQueryOptions } from "./api/get-user";
import { userListQueryKey } from "./api/get-user-list";
import { userOptionsQueryOptions } from "./api/get-user-options";
import { registerUser, updateUser } from "./api/save-user";
import { useReportedCall } from "./use-reported-call";
import { UserForm } from "./user-form";
import { toUserFields, type UserValues } from "./user-schema";

/** /user/edit?op=add|edit&id= (screens.md): 添加用户 / 编辑用户, then back to the list. */
export function UserEditPage() {
  const { title, breadcrumb } = useRouteFrame();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const query = new URLSearchParams(useSearch());
  const id = query.get("op") === "edit" ? (query.get("id") ?? "") : "";
  const options = useQuery(userOptionsQueryOptions());
  const account = useQuery({ ...userQueryOptions(id), enabled: id !== "" });
  const { error, report } = useReportedCall();

  const submit = (values: UserValues) =>
    report(async () => {
      const fields = toUserFields(values);
      const saved = id
        ? await updateUser(id, { ...fields, new_password: values.password })
        : await registerUser({ ...fields, password: values.password });
      void toast.success(saved.message);
      await queryClient.invalidateQueries({ queryKey: userListQueryKey });
      navigate(paths.user.index);
    });

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
