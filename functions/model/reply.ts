// An answer that also sets cookies (a login's session, a logout's cleared ones). Behaviour returns
// it instead of pushing onto a list it was handed, so what a call sets is in its return type and
// nothing else can add to it. A class, not a plain `{ body, cookies }`, so the chain can tell it
// from a body that happened to have those two fields.

export class WithCookies<T> {
  constructor(
    /** The body, as the route's response schema has it. */
    readonly body: T,
    /** Set-Cookie values, in the order the browser applies them. */
    readonly cookies: readonly string[],
  ) {}
}

export const withCookies = <T>(body: T, cookies: readonly string[]): WithCookies<T> => new WithCookies(body, cookies);
