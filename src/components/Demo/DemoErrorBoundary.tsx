import { Component, type ErrorInfo, type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  name: string;
  children: ReactNode;
}

/** A demo that throws while rendering shows this box instead; the rest of the page keeps working. */
export default class DemoErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`The demo "${this.props.name}" failed to render.`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className={styles.errorBox} data-demo-error="crashed">
        <strong>
          <Translate id="demo.crashed">This demo failed to render.</Translate>
        </strong>
        <pre>{error.message}</pre>
      </div>
    );
  }
}
