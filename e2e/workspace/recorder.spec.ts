import { expect, test } from '../fixtures/test';
import { WorkspacePage } from '../fixtures/workspace-page';

test('record a take from the (fake) microphone, listen back and save it with the microphone’s name', async ({ page }) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Recorder', 'Takes');

  await page.getByRole('button', { name: 'Enable microphone' }).click();
  await expect(page.getByLabel('Input', { exact: true })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Input level' })).not.toHaveAttribute('aria-valuenow', '0', { timeout: 5_000 });
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await page.waitForTimeout(1600);
  await page.getByRole('button', { name: /^Stop/ }).click();
  await expect(page.getByLabel('Listen to the take')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record again' })).toBeVisible();
  await page.getByRole('button', { name: /^Save take/ }).click();

  await expect(workspace.originalRows()).toHaveCount(1, { timeout: 20_000 });
  await workspace.openOriginal(await workspace.originalRows().getByRole('link').innerText());
  await expect(page.getByText(/Fake|Default/).first()).toBeVisible();
  const duration = await page.locator('dt:text("Duration") + dd').innerText();
  const [minutes, seconds] = duration.split(':').map(Number);
  expect(minutes! * 60 + seconds!).toBeGreaterThan(1.2);
});

test('a refused microphone is explained', async ({ page, context }) => {
  await new WorkspacePage(page).startInNewFolder('Denied', 'Takes');
  await context.clearPermissions();
  await page.evaluate(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.getByRole('button', { name: 'Enable microphone' }).click();
  await expect(page.getByTestId('microphone-problem')).toContainText('Microphone access was denied');
});
