import { Forbidden } from './errors.js';

/** Throws Forbidden unless the policy allowed the action. */
export function authorize(allowed: boolean): void {
  if (!allowed) throw new Forbidden();
}
