import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserServer } from 'playwright-core';
import { inject } from 'vitest';

// Debian's Chromium driven by playwright-core. The resolver rules keep every look-up on this
// machine: *.localhost goes to 127.0.0.1 (so each co-op's host works) and nothing else resolves.

const firstOf = (paths: string[]) => paths.find((p) => existsSync(p));

/** The full browser: the Lighthouse bench measures what a member's Chrome does. */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? firstOf(['/usr/bin/chromium', '/usr/bin/chromium-browser']) ?? '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's chromium-headless-shell (the same Blink and V8, without
 * the desktop browser around them; Playwright's own choice for headless runs) takes about a third
 * less of the two cores than the full browser, which the tests do not need (docs/adr/0007). The
 * full browser when the shell is not installed.
 */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? firstOf(['/usr/bin/chromium-headless-shell']) ?? CHROMIUM;

/** Flags for headless Chromium on this closed network (the browser tests and the Lighthouse bench). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** The full browser's flags: its headless mode (the shell has only one). */
const flagsFor = (executable: string) =>
  /headless-shell/.test(executable) ? CHROMIUM_FLAGS : ['--headless=new', ...CHROMIUM_FLAGS];
export const FULL_CHROMIUM_FLAGS = flagsFor(CHROMIUM);

/**
 * Content-Security-Policy violations seen by any page of a browser from launchBrowser, not yet
 * taken. The local server sends CloudFront's policy (infra/lib/edge-headers.ts), so a violation
 * here is one a member would meet deployed; tests/support/live-setup.ts fails the test on any.
 */
const cspViolations: string[] = [];

/** Takes (and clears) the violations recorded since the last call. */
export const takeCspViolations = (): string[] => cspViolations.splice(0);

/**
 * Chromium reports a violation on the console ("Refused to ... because it violates the following
 * Content Security Policy directive") and as a securitypolicyviolation event; the event is logged
 * too, with a marker, so one listener sees both, on every page and frame of the context.
 */
const CSP_MARK = '[csp-violation]';
const reportViolations = `document.addEventListener('securitypolicyviolation', (e) => console.error(${JSON.stringify(CSP_MARK)} + ' ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' on ' + e.documentURI));`;

async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: reportViolations });
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(CSP_MARK) || /Content Security Policy|^Refused to /.test(text))
      cspViolations.push(`${text} (${message.page()?.url() ?? 'no page'})`);
  });
}

/**
 * One Chromium for the whole run, started by the live project's global setup
 * (tests/support/global-setup.ts): a launch costs a second or more of the two cores, per file.
 * Files connect to it; each connection's contexts are its own and close with it, and a
 * connection cannot close the shared browser (close() only disconnects).
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: TEST_CHROMIUM, args: flagsFor(TEST_CHROMIUM) });
}

/**
 * The run's shared Chromium (or one of its own outside the live project), whose every context
 * (newContext, or newPage's own) reports CSP violations to takeCspViolations and blocks service workers.
 */
export async function launchBrowser(): Promise<Browser> {
  const wsEndpoint = inject('browserWsEndpoint');
  const browser = wsEndpoint
    ? await chromium.connect(wsEndpoint)
    : await chromium.launch({ executablePath: TEST_CHROMIUM, args: flagsFor(TEST_CHROMIUM) });
  // browser.newPage() makes its context through newContext, so this covers both.
  const newContext = browser.newContext.bind(browser);
  // Service workers stay off unless a test asks for them (tests/browser/install.test.ts runs its
  // own): each fresh context would otherwise precache the whole app shell beside the test's work.
  browser.newContext = async (options?: Parameters<Browser['newContext']>[0]) => {
    const context = await newContext({ serviceWorkers: 'block', ...options });
    await watchCsp(context);
    return context;
  };
  return browser;
}
