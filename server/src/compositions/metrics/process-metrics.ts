import { Registry, collectDefaultMetrics } from 'prom-client';

let processRegistry: Registry | null = null;

/**
 * The process's own metrics (prom-client's defaults: memory, CPU, event-loop delay, garbage collection,
 * handles, file descriptors): one registry for the process, made at its first app. They describe the
 * process, not an app, and each set watches it from the start (an event-loop delay monitor, a garbage
 * collection observer that are never stopped), so a process running several apps (tests do) keeps one set.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
