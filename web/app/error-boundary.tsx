import { Component, type ErrorInfo, type ReactNode } from "react";
import { ServerErrorPage } from "../features/errors/server-error-page";

type Props = { children: ReactNode; resetKey: string };
type State = { failed: boolean; resetKey: string };

/**
 * A crashed screen (or a chunk that failed to load) shows the 500 screen
 * instead of a blank page; a new `resetKey` (the location) clears it.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ServerErrorPage /> : this.props.children;
  }
}
