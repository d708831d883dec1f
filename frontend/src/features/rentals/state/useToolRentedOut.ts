import { useRentedOutRule } from './useToolStatuses';
import type { Tool } from '../../tools';

/** Whether a tool is out ('Currently Rented'), by the one availability rule (`isToolRentedOut`). */
export function useToolRentedOut(tool: Tool): boolean {
  return useRentedOutRule()(tool);
}
