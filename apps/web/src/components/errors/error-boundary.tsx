import { reportRenderError } from '@/lib/remote-log.ts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { ErrorPanel } from './error-panel.tsx';

/**
 * - `panel`: a risky part of a page; the error message (or 'An error occurred') and Try Again.
 * - `page`: a whole screen; 'Something went wrong' with Reload Page, Try Again and Return to Home.
 * - `auth`: the sign-in areas; 'Authentication Error', and 'Return to Sign In' when retrying cannot help.
 */
export type ErrorBoundaryVariant = 'panel' | 'page' | 'auth';

export interface ErrorBoundaryProps {
  children: ReactNode;
  variant?: ErrorBoundaryVariant;
  /** Where 'Return to Sign In' goes in the auth variant. */
  signInPath?: string;
  /** Called with the error once caught (e.g. to log it). */
  onError?: (error: Error, info: ErrorInfo) => void;
  /** Called when the user presses Try Again, before the children render again. */
  onReset?: () => void;
  /** A custom screen instead of the variant's; `reset` renders the children again. */
  fallback?: (error: Error, reset: () => void) => ReactNode;
}

interface State {
  error: Error | null;
}

/** Network and timeout errors are recoverable by waiting and trying again. */
function isRecoverableAuthError(error: Error): boolean {
  return /network|timeout/i.test(error.message);
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportRenderError(error, info.componentStack);
    this.props.onError?.(error, info);
  }

  private readonly reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(error, this.reset);
    const { variant = 'panel', signInPath = '/new/signin' } = this.props;
    const tryAgain = <Button onClick={this.reset}>Try Again</Button>;

    if (variant === 'auth') {
      return (
        <ErrorPanel
          title="Authentication Error"
          description="We encountered an error with the authentication system."
          detail={error.message || undefined}
        >
          {tryAgain}
          {!isRecoverableAuthError(error) && (
            <a href={signInPath} className={buttonClass('secondary')}>
              Return to Sign In
            </a>
          )}
        </ErrorPanel>
      );
    }
    if (variant === 'page') {
      return (
        <ErrorPanel title="Something went wrong" detail={error.message || undefined}>
          <Button onClick={() => window.location.reload()}>Reload Page</Button>
          <Button variant="secondary" onClick={this.reset}>
            Try Again
          </Button>
          <a href="/" className={buttonClass('ghost')}>
            Return to Home
          </a>
        </ErrorPanel>
      );
    }
    return <ErrorPanel title={error.message || 'An error occurred'}>{tryAgain}</ErrorPanel>;
  }
}
