import { SignInPage } from '../fixtures/sign-in-page';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll } from '../fixtures/library-checks';
import { signIn } from '../fixtures/sign-in';
import { DEMO, expect, test } from '../fixtures/test';

test('an API key is shown once, signs in a fresh browser, and is refused once deleted', async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, '/account');
  await expect(page.getByTestId('profile')).toContainText(DEMO.email);
  await expect(page.getByTestId('profile')).toContainText('email and password');

  // Generating asks first, saying the key in use (the sandbox's demo key here) stops working; Cancel keeps it.
  const probeDemo = async () =>
    (await page.request.post('/api/auth', { headers: { 'api-key': DEMO.apiKey } })).status();
  await page.getByRole('button', { name: 'Generate a new key' }).click();
  const confirm = page.getByRole('dialog', { name: 'Replace your API key?' });
  await expect(confirm).toContainText('stops working at once');
  await expect(confirm).toContainText('sandbox-demo-key');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('new-api-key')).toHaveCount(0);
  expect(await probeDemo()).toBe(200);
  await page.getByRole('button', { name: 'Generate a new key' }).click();
  await confirm.getByRole('button', { name: 'Replace the key' }).click();
  await expect(confirm).toBeHidden();
  const shown = page.getByTestId('new-api-key');
  await expect(shown.getByRole('alert')).toHaveText(/it will not be shown again/);
  const key = await shown.getByLabel('Your new API key').inputValue();
  expect(key.length).toBeGreaterThan(15);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByRole('status')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  // A fresh browser (no cookie, nothing stored) signs in with the new key.
  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  const form = new SignInPage(other);
  await form.goto('/account');
  await form.withApiKey(key);
  await expect(other).toHaveURL('/account');
  await expect(other.getByTestId('profile')).toContainText('an API key');

  // Generating replaced the demo key; deleting this one leaves the account without a key.
  const probe = async (apiKey: string) =>
    (await other.request.post('/api/auth', { headers: { 'api-key': apiKey } })).status();
  expect(await probe(DEMO.apiKey)).toBe(401);
  expect(await probe(key)).toBe(200);

  await page.reload();
  await expect(page.getByTestId('new-api-key')).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete the key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the API key?' });
  await expect(dialog).toContainText('refused (401 Unauthorized) from its next request');
  await dialog.getByRole('button', { name: 'Delete the key' }).click();
  await expect(page.getByText('The key was deleted. Anything still using it is refused.')).toBeVisible();
  expect(await probe(key)).toBe(401);

  // The browser signed in with it is sent to sign in on its next request.
  await other.reload();
  await expect(other).toHaveURL(/\/sign-in\?next=%2Faccount/);
  await fresh.close();

  await page.getByRole('button', { name: 'Delete the key' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete the key' }).click();
  await expect(page.getByRole('dialog')).toContainText('The account has no API key');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
});

test('the developer section lists legacy models and voices and links the sandbox reference; sign out', async ({
  page,
}) => {
  await signIn(page, '/account');
  await expect(page.getByTestId('legacy-model').first()).toBeVisible();
  await expect(page.getByTestId('legacy-tts-voice').first()).toBeVisible();
  const docs = page.getByRole('link', { name: /its API reference/ });
  // On the studio's own origin, not the sandbox's random port: it works from any device that reaches the studio.
  const href = await docs.getAttribute('href');
  expect(href).toBe('/sandbox/docs');
  const reference = await page.request.get(href!);
  expect(reference.status()).toBe(200);
  expect(await reference.text()).toContain('<h1');

  await expectAccessibleInBothThemes(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount/);
});
