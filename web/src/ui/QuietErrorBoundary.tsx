import { Component, type ReactNode } from "react";

interface Props {
  fallback: ReactNode;
  /** A new key tries again (the section's inputs changed). */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches a failed section (a panel whose query failed) so the rest of the screen stays usable: logs the error
 * and shows `fallback` until `resetKey` changes.
 */
export class QuietErrorBoundary extends Component<Props, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
