import { useLocation } from "wouter";
import type { TranslationFunctions } from "../../i18n/i18n-types";
import { paths } from "../../lib/paths";

type LL = TranslationFunctions;

export type WizardStep = {
  path: string;
  title: (LL: LL) => string;
  /** What will not work yet when the step is skipped; absent = the step cannot be skipped. */
  skipNote?: (LL: LL) => string;
};

/** The first-run steps in order (the server's `next` follows the same order). */
export const WIZARD_STEPS: readonly WizardStep[] = [
  { path: paths.setup.admin, title: (LL) => LL.firstRun.wizard.steps.admin() },
  { path: paths.setup.web, title: (LL) => LL.firstRun.wizard.steps.web() },
  {
    path: paths.setup.mediaServer,
    title: (LL) => LL.firstRun.wizard.steps.mediaServer(),
    skipNote: (LL) => LL.firstRun.wizard.skipMediaServer(),
  },
  {
    path: paths.setup.downloadClient,
    title: (LL) => LL.firstRun.wizard.steps.downloadClient(),
    skipNote: (LL) => LL.firstRun.wizard.skipDownloadClient(),
  },
  { path: paths.setup.mediaPath, title: (LL) => LL.firstRun.wizard.steps.mediaPath() },
  { path: paths.setup.movieMetadata, title: (LL) => LL.firstRun.wizard.steps.movieMetadata() },
];

export type WizardPosition = {
  index: number;
  step: WizardStep;
  /** The step before (none before the web step: the admin already exists then). */
  previous?: WizardStep;
  next?: WizardStep;
  isLast: boolean;
};

export function wizardPosition(path: string): WizardPosition | undefined {
  const index = WIZARD_STEPS.findIndex((s) => s.path === path);
  if (index < 0) return undefined;
  return {
    index,
    step: WIZARD_STEPS[index] as WizardStep,
    previous: index >= 2 ? WIZARD_STEPS[index - 1] : undefined,
    next: WIZARD_STEPS[index + 1],
    isLast: index === WIZARD_STEPS.length - 1,
  };
}

/** Where the current /setup/* screen sits in the wizard. */
export function useWizardPosition(): WizardPosition | undefined {
  const [location] = useLocation();
  return wizardPosition(location);
}
