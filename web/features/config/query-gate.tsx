import { Button, Callout, Spinner } from "@blueprintjs/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, Suspense } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";

export type QueryGateProps<T> = {
  query: UseQueryResult<T>;
  /** Rendered once the stored settings are here, so a form starts from them. */
  children: (data: T) => ReactNode;
  /** Shown while loading instead of the spinner (a list's SkeletonRows). */
  loading?: ReactNode;
  /** The sentence around the server's words when loading fails (读取设置失败：… unless given). */
  failed?: (args: { message: string }) => string;
};

/**
 * A spinner (or `loading`) while a section's settings load, the reason and 重试
 * if that fails. The same stands while the form's library is still arriving
 * (web/lib/forms.ts suspends): the frame around it is painted either way.
 */
export function QueryGate<T>({ query, children, loading, failed }: QueryGateProps<T>) {
  const { LL } = useI18nContext();
  const waiting = loading ?? (
    <div role="status" aria-label={LL.common.loading()} className="mr-config-loading">
      <Spinner size={32} />
    </div>
  );
  if (query.isSuccess) return <Suspense fallback={waiting}>{children(query.data)}</Suspense>;
  if (query.isError) {
    const message = errorMessage(query.error) ?? LL.common.somethingWentWrong();
    return (
      <Callout intent="warning" role="alert" compact>
        <p>{(failed ?? LL.common.loadFailed)({ message })}</p>
        <Button text={LL.common.retry()} onClick={() => void query.refetch()} />
      </Callout>
    );
  }
  return waiting;
}
