// Requests boot.ts sends before the app's JavaScript has loaded, so a page's first data travels
// beside the bundle instead of after it. Each is taken once by the code that would have sent it;
// boot.ts and the app share this module (one instance: Vite puts it in a chunk both load).

const pending = new Map<string, Promise<unknown>>();

/** Sends the request now; the first takeEarly(name) gets its answer. */
export function startEarly<T>(name: string, request: () => Promise<T>): void {
  const sent = request();
  // Whoever takes it handles a failure; until then it is not unhandled.
  sent.catch(() => undefined);
  pending.set(name, sent);
}

/** The request started under this name, once; later calls (a refetch) get undefined and send their own. */
export function takeEarly<T>(name: string): Promise<T> | undefined {
  const sent = pending.get(name) as Promise<T> | undefined;
  pending.delete(name);
  return sent;
}
