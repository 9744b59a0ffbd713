import type { Page } from '@playwright/test';

/** What the browser reports when the Content-Security-Policy refuses something: the directive and what it blocked. */
export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

/**
 * Collects every Content-Security-Policy violation of the page's documents from the start, including those a
 * script catches and so never logs as an error (e.g. a caught `new Function('')`): the browser still reports them,
 * and a site's CSP reports would fill up with them.
 */
export async function collectCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeFunction('reportCspViolationToTest', (violation: CspViolation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolationToTest: (violation: unknown) => void })
        .reportCspViolationToTest;
      report({ directive: event.effectiveDirective, blocked: event.blockedURI, page: location.pathname });
    });
  });
  return violations;
}
