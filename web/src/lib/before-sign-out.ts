// Work that must reach the server while the member's session still stands (the deal opens waiting
// in a batch), run by the logout before it ends the session. Here in lib so that the logout
// need not know the features that register: features never import each other.

const tasks = new Set<() => Promise<unknown>>();

/** Registers work for the next logouts (once per task: a Set). */
export function beforeSignOut(task: () => Promise<unknown>): void {
  tasks.add(task);
}

/** A logout waits this long at most for them: on a line that hangs, leaving comes first. */
export const BEFORE_SIGN_OUT_MS = 3_000;

/** Runs every registered task and waits for all of them, whatever each answers, or for the cap. */
export async function runBeforeSignOut(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled([...tasks].map((task) => task())),
    new Promise((resolve) => (timer = setTimeout(resolve, BEFORE_SIGN_OUT_MS))),
  ]);
  clearTimeout(timer);
}
