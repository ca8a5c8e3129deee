import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The "image" shape: injects the configured third-party ad script into this
 * container, where it renders its placement (a paid ad, or its fallback).
 */
export default function ThirdPartyScript({ src }: { src: string | null }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!src || !container) {
      return undefined;
    }
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    container.appendChild(script);
    return () => {
      container.replaceChildren();
    };
  }, [src]);
  return <div ref={ref} />;
}
