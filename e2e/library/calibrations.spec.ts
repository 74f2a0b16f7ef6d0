import type { Page } from '@playwright/test';
import path from 'node:path';
import { CALIBRATION_MIN_SECONDS } from '../../contract/gateway/calibrations';
import { CHROMIUM_ARGS, findTestChromium } from '../../scripts/find-chromium';
import { ConversionsList, OrderFormPanel } from '../fixtures/conversions-page';
import { ConversionsSetup, voicedWav } from '../fixtures/conversions-setup';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll } from '../fixtures/library-checks';
import { signIn } from '../fixtures/sign-in';
import { recordTake } from '../fixtures/record-take';
import { PlayerBar } from '../fixtures/player-bar';
import { expect, test } from '../fixtures/test';
import { FIXTURES_DIR } from '../fixtures/workspace-page';

// Chromium's fake microphone plays recorded speech (looped) instead of its beep, so there is a voice to measure.
test.use({
  launchOptions: {
    executablePath: await findTestChromium(),
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${FIXTURES_DIR}/speech.wav`],
  },
});

const row = (page: Page, name: string) =>
  page.getByTestId('calibration-row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('a calibration recorded from the microphone is measured; names are unique; exactly one is enabled', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signIn(page, '/calibrations');
  await expect(page.getByText('No calibrations yet.')).toBeVisible();
  await expect(page.getByTestId('calibration-default')).toContainText('automatic calibration');

  // One take from the microphone (ten seconds of real time) serves both the refusal of a name already taken and
  // the calibration measured from the microphone: the first calibration comes through the gateway.
  const setup = await ConversionsSetup.create(baseURL!);
  await setup.calibration('Morning voice');
  await setup.dispose();
  await page.reload();
  const morning = row(page, 'Morning voice');
  await expect(morning.getByTestId('calibration-state')).toHaveText(/Calibrated/);

  // The same name again: the server's refusal is shown on the name field, and the take is kept to try again.
  await page.getByLabel('Name', { exact: true }).fill('Morning voice');
  await page.getByRole('button', { name: 'Enable microphone' }).click();
  await recordTake(page, 10.5);
  await page.getByRole('button', { name: /^Create calibration \(/ }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
    /A calibration named "Morning voice" already exists/,
  );
  await expect(page.getByLabel('Listen to the take')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Evening voice');
  await page.getByRole('button', { name: /^Create calibration \(/ }).click();
  await expect(page.getByText('“Evening voice” is being measured')).toBeVisible({ timeout: 20_000 });
  const evening = row(page, 'Evening voice');
  await expect(evening.getByTestId('calibration-state')).toHaveText(/Calibrated/, { timeout: 60_000 });
  const f0 = Number((await evening.getByTestId('calibration-f0').innerText()).replace(' Hz', ''));
  expect(f0).toBeGreaterThan(60);
  expect(f0).toBeLessThan(400);

  await morning.getByRole('button', { name: 'Enable Morning voice' }).click();
  await expect(morning).toContainText('Enabled');
  await expect(page.getByTestId('calibration-default')).toContainText('Morning voice');
  await evening.getByRole('button', { name: 'Enable Evening voice' }).click();
  await expect(evening).toContainText('Enabled');
  await expect(morning.getByRole('button', { name: 'Enable Morning voice' })).toBeVisible();
  await expect(page.getByTestId('calibration-row').filter({ hasText: 'Enabled' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Use automatic calibration' }).click();
  await expect(page.getByTestId('calibration-default')).toContainText('automatic calibration');
  await expect(page.getByTestId('calibration-row').filter({ hasText: 'Enabled' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Rename Evening voice' }).click();
  await page.getByRole('dialog').getByLabel('Name', { exact: true }).fill('Late voice');
  await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
  await expect(row(page, 'Late voice')).toBeVisible();

  await page.getByLabel('Search by name').fill('late');
  await expect(page).toHaveURL(/q=late/);
  await expect(page.getByTestId('calibration-row')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('calibration-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete Late voice' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No calibration matches this search.')).toBeVisible();

  await page.getByLabel('Search by name').fill('');
  await expect(page.getByTestId('calibration-row')).toHaveCount(1);
  await expectAccessibleInBothThemes(page);
  await expectNoSidewaysScroll(page);
});

test('an uploaded sample becomes a calibration that an order can name', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const setup = await ConversionsSetup.create(baseURL!);
  const { path } = await setup.speechOriginal('Take for calibration', voicedWav(2));
  await setup.dispose();
  await signIn(page, '/calibrations');
  await page.getByLabel('Name', { exact: true }).fill('Uploaded voice');
  await page.getByRole('radio', { name: 'Upload a file' }).check();
  await page
    .getByLabel('Audio file (wav, ogg, mp3 or flac)')
    .setInputFiles({ name: 'me.wav', mimeType: 'audio/wav', buffer: voicedWav(CALIBRATION_MIN_SECONDS + 1) });
  await page.getByRole('button', { name: 'Create calibration' }).click();
  const uploaded = row(page, 'Uploaded voice');
  await expect(uploaded.getByTestId('calibration-state')).toHaveText(/Calibrated/, { timeout: 60_000 });
  const f0 = Number((await uploaded.getByTestId('calibration-f0').innerText()).replace(' Hz', ''));
  expect(Math.abs(f0 - 140)).toBeLessThan(15);

  await page.goto(path);
  const form = new OrderFormPanel(page);
  await form.chooseVoice('Nestor');
  await form.root.getByRole('radio', { name: 'A specific calibration' }).check();
  await form.root.getByLabel('Calibration to use').selectOption({ label: `Uploaded voice, ${f0.toFixed(0)} Hz` });
  await form.submit();
  const list = new ConversionsList(page);
  await list.waitAllDone(1);
  await expect(list.row('Nestor')).toContainText('calibration Uploaded voice');
});

test('the name field’s own example is accepted, and a sample under ten seconds is refused before any upload', async ({
  page,
}) => {
  await signIn(page, '/calibrations');
  const uploads: string[] = [];
  page.on(
    'request',
    (request) =>
      request.method() === 'POST' && request.url().endsWith('/api/calibration') && uploads.push(request.url()),
  );
  const name = page.getByLabel('Name', { exact: true });
  const example = /e\.g\. “([^”]+)”/.exec(await page.getByText(/e\.g\. “/).innerText())![1]!;
  await expect(page.getByText(/at least 10 seconds/)).toBeVisible();
  await name.fill(example);

  await page.getByRole('button', { name: 'Enable microphone' }).click();
  await recordTake(page, 2);
  await page.getByRole('button', { name: /^Create calibration \(/ }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /The sample is \d\.\d s long: a calibration needs at least 10 seconds/ }),
  ).toBeVisible();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Listen to the take')).toBeVisible();

  await page.getByRole('radio', { name: 'Upload a file' }).check();
  await page.getByLabel('Audio file (wav, ogg, mp3 or flac)').setInputFiles(path.join(FIXTURES_DIR, 'speech.wav'));
  // The chosen sample can be heard before it is sent, in the player bar.
  await page.getByRole('button', { name: 'Listen to the sample' }).click();
  const bar = new PlayerBar(page);
  await expect(bar.title).toHaveText('speech.wav');
  await expect.poll(() => bar.seconds()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Create calibration' }).click();
  await expect(page.getByLabel('Audio file (wav, ogg, mp3 or flac)')).toHaveAccessibleDescription(
    /The sample is 1\.5 s long/,
  );
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  expect(uploads).toEqual([]);
});
