'use client';
import { Component, type ReactNode } from 'react';
import { DelayedSpinner } from '@/components/ui/DelayedSpinner';
import { reloadOnceForChunkError, shouldReloadForChunkError } from '@/lib/pwa/chunk-recovery';
import { ChunkLoadRetry } from './ChunkLoadRetry';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

interface State {
  failed: boolean;
  /** A chunk of an older deployment is gone: one reload fetches the current one. */
  reloading: boolean;
}

/**
 * Catches a screen that failed to load or render, and offers a retry instead of a blank page.
 * A chunk that failed to load reloads the page once first (guarded, so it never loops).
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, reloading: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, reloading: shouldReloadForChunkError(error) };
  }

  componentDidCatch(error: unknown) {
    console.error('screen failed', error);
    if (this.state.reloading && !reloadOnceForChunkError(error)) {
      this.setState({ reloading: false });
    }
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false, reloading: false });
  };

  render() {
    if (this.state.reloading) return <DelayedSpinner />;
    if (this.state.failed) return <ChunkLoadRetry onRetry={this.retry} />;
    return this.props.children;
  }
}
