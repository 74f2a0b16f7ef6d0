import type { Page } from '@playwright/test';
import { signIn } from '../fixtures/sign-in';
import { recordTake } from '../fixtures/record-take';
import { expect, test } from './support/demo-test';

const row = (page: Page, name: string) =>
  page.getByTestId('calibration-row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('Calibrate from the microphone', async ({ page, story }) => {
  await story.step(
    'Calibrations: a sample of the speaker’s own voice, so conversions move it to the right pitch',
    async () => {
      await signIn(page, '/calibrations');
      await expect(page.getByText('No calibrations yet.')).toBeVisible();
    },
  );
  await story.step('Naming the calibration and turning on the microphone', async () => {
    await story.type(page.getByLabel('Name', { exact: true }), 'Morning voice');
    await page.getByRole('button', { name: 'Enable microphone' }).click();
    await expect(page.getByRole('button', { name: 'Record', exact: true })).toBeVisible();
  });
  await story.step('Reading a few sentences aloud', async () => {
    await recordTake(page, 10.5);
    await expect(page.getByLabel('Listen to the take')).toBeVisible();
  });
  await story.step('Sending it: the sandbox measures the voice’s pitch in the background', async () => {
    await page.getByRole('button', { name: /^Create calibration \(/ }).click();
    await expect(page.getByText('“Morning voice” is being measured')).toBeVisible({ timeout: 20_000 });
  });
  await story.step('Calibrated, with the voice’s mean pitch', async () => {
    await expect(row(page, 'Morning voice').getByTestId('calibration-state')).toHaveText(/Calibrated/, {
      timeout: 60_000,
    });
    await expect(row(page, 'Morning voice').getByTestId('calibration-f0')).toHaveText(/\d+ Hz/);
  });
  await story.step('Enabled: from now on conversions use it instead of measuring each recording', async () => {
    await row(page, 'Morning voice').getByRole('button', { name: 'Enable Morning voice' }).click();
    await expect(page.getByTestId('calibration-default')).toContainText('Morning voice');
  });
});
