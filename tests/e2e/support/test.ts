// The `test` of every end-to-end spec: Playwright's, plus a watch on the Content-Security-Policy.
// Any page, frame or worker of the test that reports a CSP violation fails the test, so every
// journey of the suite proves the policy of src/lib/security-headers.ts lets the site work.
// Spec files import { test, expect } from here (tests/e2e/csp.spec.ts checks that they do).
import { test as base, type Browser, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';

export { devices, expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page, Request, Response, Route } from '@playwright/test';

/** What the browser says when the policy blocks something ('Refused to load the script …'). */
const VIOLATION_TEXT = /Refused to (load|execute|apply|connect|frame|create|evaluate|compile|run|send)|Content Security Policy/i;
const MARK = '[csp-violation]';

// Runs in every document before its own scripts: the event names the directive and what it blocked.
const reportViolations = (mark: string) => {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`${mark} ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`);
  });
};

async function watch(context: BrowserContext, violations: string[]) {
  await context.addInitScript(reportViolations, MARK);
  context.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (text.startsWith(MARK) || (message.type() === 'error' && VIOLATION_TEXT.test(text))) violations.push(`${message.page()?.url() ?? ''}: ${text}`);
  });
}

/**
 * `E2E_CPU_THROTTLE=6` runs every page of the test's context at a sixth of the CPU (Chromium's own
 * throttling): a race that a busy CI machine loses once in a few runs loses every time. It found the
 * player seek test's hidden-bar tap (8 failures in 8 runs before its fix). Never set in CI.
 */
const cpuThrottle = Number(process.env.E2E_CPU_THROTTLE ?? 0);

async function throttle(page: Page) {
  try {
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  } catch {
    // A page closed before its session opened: nothing to slow down.
  }
}

export const test = base.extend<{ cspWatch: void; cpuThrottle: void }>({
  cpuThrottle: [
    async ({ context }, use) => {
      if (cpuThrottle > 1) {
        context.on('page', (page) => void throttle(page));
        await Promise.all(context.pages().map(throttle));
      }
      await use();
    },
    { auto: true },
  ],

  cspWatch: [
    async ({ context, browser }, use, testInfo) => {
      const violations: string[] = [];
      await watch(context, violations);
      // Pages and contexts a test opens itself (a second visitor) are watched as well.
      const originalNewContext = browser.newContext.bind(browser);
      const patched = browser as Browser & { newContext: Browser['newContext']; newPage: Browser['newPage'] };
      const originalNewPage = browser.newPage.bind(browser);
      // Every context the test opens itself, with the moment it is gone.
      const ownContexts: { created: BrowserContext; gone: Promise<void> }[] = [];
      patched.newContext = async (...args) => {
        const created = await originalNewContext(...args);
        ownContexts.push({ created, gone: new Promise((resolve) => created.once('close', () => resolve())) });
        await watch(created, violations);
        return created;
      };
      patched.newPage = async (...args) => {
        // newPage makes a context of its own: watch it before the page loads anything.
        const created = await patched.newContext(...args);
        const page = await created.newPage();
        // Closing the page closes its context, as Playwright's own newPage does.
        page.on('close', () => void created.close().catch(() => {}));
        return page;
      };
      try {
        await use();
      } finally {
        patched.newContext = originalNewContext;
        patched.newPage = originalNewPage;
        // A route handler still at work when the test ends (one holding an answer back) rejects once
        // its page closes, and Playwright reports that as the failure of the worker's next test.
        await Promise.all([context, ...context.pages()].map((owner) => owner.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => {})));
        // Playwright starts the next test's trace on every context not yet gone, and one still
        // closing fails that test ('Target page, context or browser has been closed'). A second
        // close() returns at once while the first is under way: wait for the 'close' event instead.
        await Promise.all(
          ownContexts.map(({ created, gone }) => {
            void created.close().catch(() => {});
            return Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 10_000))]);
          }),
        );
      }
      if (violations.length > 0) {
        await testInfo.attach('csp-violations', { body: violations.join('\n'), contentType: 'text/plain' });
        throw new Error(`The page reported Content-Security-Policy violations:\n${violations.join('\n')}`);
      }
    },
    { auto: true },
  ],
});
