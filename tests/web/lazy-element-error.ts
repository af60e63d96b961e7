import { configure, getConfig, prettyDOM } from '@testing-library/react';

// A failed query prints the page with its message. Inside waitFor and findBy* a failed query is
// the normal case (the page is not there yet) and its error is thrown away at the next poll; only
// the last one is shown, when the wait times out. Printing the page for every poll was a tenth of
// the deal modal file's CPU (docs/adr/0086). While Testing Library polls (it marks that with
// _disableExpensiveErrorDiagnostics) the page is printed when the message is first read: waitFor
// reads it as it times out, while the page is still there, so the message is the same as before.
// A failure outside a wait prints the page at once, as Testing Library does.

const eager = (message: string | null, container: Element) => {
  const error = new Error(
    [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`]
      .filter(Boolean)
      .join('\n\n'),
  );
  error.name = 'TestingLibraryElementError';
  return error;
};

export function printPageOnRead() {
  configure({
    getElementError(message, container) {
      const polling = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
        ._disableExpensiveErrorDiagnostics;
      if (!polling) return eager(message, container);
      const error = new Error();
      error.name = 'TestingLibraryElementError';
      let text: string | undefined;
      Object.defineProperty(error, 'message', {
        configurable: true,
        get: () => (text ??= eager(message, container).message),
        set: (value: string) => (text = value),
      });
      return error;
    },
  });
}
