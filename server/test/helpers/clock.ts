/**
 * A clock that moves only when the test says so, for the server's timing rules (sign-in waits, token
 * lifetimes): a test asks "one second later" instead of sleeping, so no outcome depends on how fast the
 * machine runs. It starts at a fixed moment, not at the time of the run.
 */
export class TestClock {
  constructor(public nowMs = Date.UTC(2030, 0, 1, 9, 0, 0)) {}

  /** The clock as the server reads it. */
  readonly read = (): number => this.nowMs;

  advance(ms: number): void {
    this.nowMs += ms;
  }

  /** The current time in whole seconds, as JWT claims count it. */
  get seconds(): number {
    return Math.floor(this.nowMs / 1000);
  }
}
