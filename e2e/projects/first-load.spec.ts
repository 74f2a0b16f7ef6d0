import {
  lateMarkersIn,
  measureFirstLoad,
  PROJECTS_FIRST_LOAD_GZIP_BUDGET,
  realTimeMarkersIn,
  SIGN_IN_FIRST_LOAD_GZIP_BUDGET,
} from '../fixtures/first-load';
import { expect, test } from '../fixtures/test';
import { WorkspacePage } from '../fixtures/workspace-page';

/**
 * Issue #12's last point, kept: the projects page's first load (cold cache, signed in, straight to /projects)
 * carries no real-time code and does not grow past the budget in e2e/fixtures/first-load.ts. Bytes of a given
 * build are deterministic, so the budget is exact; `npm run bench -- first-load` shows the per-route figures.
 */
test('the projects page loads no real-time code, toasts or menu code on a first visit and stays within its JavaScript budget', async ({
  browser,
  page,
  studio,
}) => {
  await new WorkspacePage(page).signIn();
  const session = await page.context().storageState();

  const context = await browser.newContext({ storageState: session });
  const load = await measureFirstLoad(await context.newPage(), `${studio.url}/projects`, (fresh) =>
    expect(fresh.getByRole('heading', { name: 'Projects' })).toBeVisible(),
  );
  await context.close();

  expect(load.scripts.length).toBeGreaterThan(1);
  expect(
    load.scripts.filter((script) => realTimeMarkersIn(script.text).length > 0).map((script) => script.path),
  ).toEqual([]);
  expect(load.scripts.filter((script) => lateMarkersIn(script.text).length > 0).map((script) => script.path)).toEqual(
    [],
  );
  const sizes = load.scripts.map((script) => `${script.path} ${script.gzip} B`).join('\n');
  expect(load.scriptGzipBytes, `first-load scripts (gzip):\n${sizes}`).toBeLessThanOrEqual(
    PROJECTS_FIRST_LOAD_GZIP_BUDGET,
  );
});

test('the sign-in page loads neither zod, React Query, the signed-in frame nor the toasts, and stays within its JavaScript budget', async ({
  browser,
  studio,
}) => {
  const context = await browser.newContext();
  const load = await measureFirstLoad(await context.newPage(), `${studio.url}/sign-in`, (fresh) =>
    expect(fresh.getByRole('button', { name: 'Sign in' })).toBeVisible(),
  );
  await context.close();
  // zod's own error text: the schemas load when the form is sent, not with the page.
  expect(load.scripts.filter((script) => script.text.includes('Invalid input')).map((script) => script.path)).toEqual(
    [],
  );
  // React Query's own error text: its code loads with the first signed-in page (or once a sign-in succeeds).
  expect(
    load.scripts.filter((script) => script.text.includes('No QueryClient set')).map((script) => script.path),
  ).toEqual([]);
  expect(load.scripts.filter((script) => lateMarkersIn(script.text).length > 0).map((script) => script.path)).toEqual(
    [],
  );
  const sizes = load.scripts.map((script) => `${script.path} ${script.gzip} B`).join('\n');
  expect(load.scriptGzipBytes, `first-load scripts (gzip):\n${sizes}`).toBeLessThanOrEqual(
    SIGN_IN_FIRST_LOAD_GZIP_BUDGET,
  );
});

test('the same measure finds the real-time markers on the agent page, where the pipecat client belongs', async ({
  browser,
  page,
  studio,
}) => {
  // The guard above is only as good as its markers: the same measure on the agent page must see them.
  await new WorkspacePage(page).signIn();
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const load = await measureFirstLoad(await context.newPage(), `${studio.url}/voice-agent`, (fresh) =>
    expect(fresh.getByRole('form', { name: 'Launch an agent' })).toBeVisible(),
  );
  await context.close();
  expect(load.scripts.flatMap((script) => realTimeMarkersIn(script.text))).toContain('pipecatClient');
});
