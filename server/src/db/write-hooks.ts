import type { Db } from './types.js';
import type { WritePlan } from './write-plan.js';

/*
 * How a write reaches the other features it concerns. A feature never imports the features above it, and
 * never carries out the effects of its writes in their tables itself: when one of its writes has effects
 * elsewhere (a dataset deleted drops its text index and is told to webhooks; an answer refreshes its
 * record's status and disagreements), it announces the change through a hook it declares, and the
 * composition root (`server/src/effects.ts`) registers, at start, the handlers of the features concerned,
 * in the order they must run. Handlers run one after the other inside the writer's transaction: a write
 * that rolls back leaves none of their effects either, and a handler that throws (a check that refuses the
 * write) rolls the whole write back.
 */

/**
 * A handler's follow-up, run once every handler of the same announcement has run: what a handler's own
 * effect leads to that must come after the others (records completed by a response are told to webhooks
 * after the response itself).
 */
export type FollowUp = (work: () => Promise<void>) => void;

type Handler<Change> = (db: Db, change: Change, followUp: FollowUp) => Promise<void>;

/**
 * The same effect added to a WritePlan (db/write-plan.ts), before the transaction: `db` only reads (outside
 * any transaction), and what the effect rests on is kept as the plan's checks. Answers false when it cannot
 * be planned (it would read what the write itself changes): the write then runs the handlers in its transaction.
 */
type PlanHandler<Change> = (db: Db, plan: WritePlan, change: Change) => Promise<boolean>;

/** The hooks of one process and whether their handlers are all registered ("wired"). */
export class HookRegistry {
  readonly hooks: WriteHook<unknown>[] = [];
  private wired = false;

  /** Ends the wiring: from now on hooks may be announced and no handler may join. */
  finishWiring(): void {
    this.wired = true;
  }

  isWired(): boolean {
    return this.wired;
  }
}

/** The server's hooks: every feature declares its hooks here, and effects.ts wires them once. */
export const serverHooks = new HookRegistry();

export class WriteHook<Change> {
  private readonly handlers: { feature: string; handle: Handler<Change>; plan?: PlanHandler<Change> }[] = [];

  /** `name` says what was written ("dataset deleted"); it names the hook in errors and in the wiring. */
  constructor(
    readonly name: string,
    private readonly registry: HookRegistry = serverHooks,
  ) {
    registry.hooks.push(this as WriteHook<unknown>);
  }

  /**
   * Adds `feature`'s handler after those registered before it; only the composition root registers. `plan`,
   * when given, is the same effect for a write planned before its transaction (see `planned`).
   */
  register(feature: string, handle: Handler<Change>, plan?: PlanHandler<Change>): void {
    if (this.registry.isWired()) throw new Error(`The write hooks are already wired: ${feature} cannot join "${this.name}" now`);
    if (this.handlers.some((handler) => handler.feature === feature)) throw new Error(`${feature} already handles "${this.name}"`);
    this.handlers.push({ feature, handle, plan });
  }

  /**
   * Adds every handler's effect to `plan`, in registration order. False when one of them has no plan or
   * cannot plan this change: the write must then run in a transaction and `announce` instead, so no effect
   * is ever skipped.
   */
  async planned(db: Db, plan: WritePlan, change: Change): Promise<boolean> {
    if (!this.registry.isWired()) throw new Error(`"${this.name}" was planned before the write hooks were wired`);
    for (const handler of this.handlers) {
      if (!handler.plan || !(await handler.plan(db, plan, change))) return false;
    }
    return true;
  }

  /** Runs every handler in registration order, then their follow-ups in the order queued, in `db` (the writer's transaction). */
  async announce(db: Db, change: Change): Promise<void> {
    // A write announced before the handlers are wired would silently skip its effects (an index left
    // stale, an event never sent): refuse it instead.
    if (!this.registry.isWired()) throw new Error(`"${this.name}" was announced before the write hooks were wired`);
    const followUps: (() => Promise<void>)[] = [];
    const followUp: FollowUp = (work) => void followUps.push(work);
    for (const handler of this.handlers) await handler.handle(db, change, followUp);
    for (const work of followUps) await work();
  }

  /** The features that handle this hook, in order. */
  features(): string[] {
    return this.handlers.map((handler) => handler.feature);
  }
}
