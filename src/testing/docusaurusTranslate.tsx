/**
 * Test double for `@docusaurus/Translate`: returns the English message with
 * `{placeholders}` filled in, as the real module does for the default locale.
 */
import type { ReactNode } from 'react';

type Values = Record<string, ReactNode>;

function interpolate(message: string, values?: Values): string {
  return message.replace(/\{(\w+)\}/g, (match, name: string) =>
    values && name in values ? String(values[name]) : match,
  );
}

export function translate({ message }: { message: string; id?: string }, values?: Values): string {
  return interpolate(message, values);
}

export default function Translate({ children, values }: { children: string; id?: string; values?: Values }) {
  return <>{interpolate(children, values)}</>;
}
