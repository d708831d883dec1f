// STUB (replaced by the tools work).
import { createContext, useContext, type ReactNode } from 'react';
import type { Tool } from './types';

export interface ToolsContextValue {
  tools: Tool[];
  loading: boolean;
  error: string | null;
}

const ToolsContext = createContext<ToolsContextValue | null>(null);

export function ToolsProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export function useTools(): ToolsContextValue {
  const context = useContext(ToolsContext);
  if (!context) throw new Error('useTools must be used within a ToolsProvider');
  return context;
}
