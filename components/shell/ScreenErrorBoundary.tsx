'use client';
import { Component, type ReactNode } from 'react';
import { ChunkLoadRetry } from './ChunkLoadRetry';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

interface State {
  failed: boolean;
}

/** Catches a screen that failed to load or render, and offers a retry instead of a blank page. */
export class ScreenErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('screen failed', error);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  render() {
    if (this.state.failed) return <ChunkLoadRetry onRetry={this.retry} />;
    return this.props.children;
  }
}
