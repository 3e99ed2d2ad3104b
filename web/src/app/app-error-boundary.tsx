import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AppErrorScreen } from './app-error-screen';

/** Catches any uncaught render error (spec: the "App Error" screen with a refresh button). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Uncaught render error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <AppErrorScreen /> : this.props.children;
  }
}
