import type { AnyFormApi } from "@tanstack/react-form";
import type { ReactNode } from "react";
import { useStore } from "../../lib/forms";
import { submitHandler } from "../../lib/submit-handler";
import { FormActions } from "./form-actions";
import { FormFeedback } from "./form-feedback";
import { HealthTag } from "./health-tag";
import type { useCheckedService } from "./use-checked-service";

type CheckedService = ReturnType<typeof useCheckedService<unknown>>;

export type CheckedServiceFormProps = {
  /** The service's form (its submit meta says save or test). */
  form: AnyFormApi;
  label: string;
  service: {
    flow: CheckedService["flow"];
    check: Pick<CheckedService["check"], "health" | "testResult" | "testing">;
  };
  /** The service's own fields. */
  children: ReactNode;
};

/**
 * The frame of a service's form on /setup and /config (媒体服务, 下载工具):
 * the saved connection's health above the fields; below them what the
 * server said, then 测试连接 and 保存.
 */
export function CheckedServiceForm({ form, label, service, children }: CheckedServiceFormProps) {
  const { flow, check } = service;
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <form noValidate onSubmit={submitHandler(form)} aria-label={label}>
      <HealthTag
        health={check.health}
        shownElsewhere={[flow.outcome?.message, check.testResult?.message, flow.error ?? undefined]}
      />
      {children}
      <FormFeedback
        error={flow.error}
        saved={flow.outcome}
        tested={check.testResult}
        onContinue={flow.goTo}
      />
      <FormActions
        mode={flow.mode}
        submitting={submitting}
        testing={check.testing}
        onTest={() => void form.handleSubmit({ action: "test" })}
      />
    </form>
  );
}
