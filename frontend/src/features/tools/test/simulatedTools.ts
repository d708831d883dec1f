import { NO_TOOL_DELAYS, SimulatedToolsClient, type SimulatedToolsClientOptions } from '../SimulatedToolsClient';
import { MemoryToolsStore } from '../toolsStore';

/**
 * The simulated catalogue kept in memory, answering without the app's delays: a screen test waits on
 * its answers, not on the clock. The bundled samples unless `options` give others.
 */
export const simulatedTools = (options: SimulatedToolsClientOptions = {}) =>
  new SimulatedToolsClient({ store: new MemoryToolsStore(), delaysMs: NO_TOOL_DELAYS, ...options });
