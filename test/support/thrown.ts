// The error a call throws, when it must be of one class: anything else it throws fails the test as it is, and a call
// that returns instead fails with `what` named.
export function thrownBy<E extends Error>(run: () => unknown, kind: abstract new (...args: never[]) => E, what: string): E {
  try {
    run();
  } catch (error) {
    if (error instanceof kind) return error;
    throw error;
  }
  throw new Error(`${what} did not throw`);
}
