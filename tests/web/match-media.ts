// A stand-in for window.matchMedia, which jsdom lacks: `matches` answers each media query (the
// setup's default says no to all; a phone-size test says yes to max-width queries).
export function fakeMatchMedia(matches: (query: string) => boolean) {
  return (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
