import { Classes } from "@blueprintjs/core";
import { useI18nContext } from "../../i18n/i18n-react";
import { useWizardPosition, WIZARD_STEPS } from "./wizard-steps";
import "./wizard.css";

/** "第 2 / 6 步" and the list of step names with the current one marked. */
export function WizardProgress() {
  const { LL } = useI18nContext();
  const position = useWizardPosition();
  if (!position) return null;
  const t = LL.firstRun.wizard;
  return (
    <nav className="mr-wizard-steps" aria-label={t.stepsLabel()}>
      <p className={`mr-wizard-count ${Classes.TEXT_MUTED}`}>
        {t.progress({ current: position.index + 1, total: WIZARD_STEPS.length })}
      </p>
      <ol>
        {WIZARD_STEPS.map((step, i) => {
          const state = i < position.index ? "done" : i === position.index ? "current" : "todo";
          return (
            <li
              key={step.path}
              className={`mr-wizard-step mr-wizard-step-${state}`}
              aria-current={state === "current" ? "step" : undefined}
            >
              <span className="mr-wizard-step-number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="mr-wizard-step-title">{step.title(LL)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
