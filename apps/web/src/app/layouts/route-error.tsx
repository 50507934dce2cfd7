import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ZariRule } from "@/components/ui/ornament";

/**
 * When a page cannot be shown at all — most often its code failed to download on a weak
 * connection — offer a reload instead of a blank screen. Keyed by the address by its owner, so
 * moving to another page tries again.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("A page failed to render", error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 py-16 text-center">
        <ZariRule />
        <h1 className="text-[30px] font-semibold">This page could not be loaded</h1>
        <p className="max-w-sm text-ink-muted">Please check your connection and try again.</p>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </div>
    );
  }
}
