import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  onCrash: () => void;
}

/** A crash anywhere inside the ad block hides it and reports it once; the page goes on. */
export default class AdErrorBoundary extends Component<Props, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(): void {
    this.props.onCrash();
  }

  override render(): ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}
