import { expect, test } from '../fixtures/test';
import { secondsOf, TtsPage } from '../fixtures/tts-page';
import { WorkspacePage } from '../fixtures/workspace-page';

/**
 * The playground through the proxy's /tts key routes and the sandbox's real-time TTS: whole-file and streamed
 * generations that really play, bounds checked on their fields before any request, a history that survives a
 * reload, and a generation saved into a project's folder.
 */
test('a whole-file generation plays in the waveform player, with its time to first audio', async ({ page }) => {
  await new WorkspacePage(page).signIn();
  const tts = new TtsPage(page);
  await tts.goto();
  await tts.generate('Good morning. This is the studio speaking.', 'bytes');
  await tts.expectTtfaShown();
  await expect(page.getByTestId('total-time')).toHaveText(/ms$/);
  await page.getByTestId('play-toggle').click();
  await expect.poll(() => tts.resultSeconds(), { timeout: 10_000 }).toBeGreaterThan(0.3);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download WAV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Good morning This is the studio speaking.wav');
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 4).toString()).toBe('RIFF');
});

test('a streamed generation plays as it arrives over the WebSocket, and can be cancelled mid-way', async ({ page }) => {
  await new WorkspacePage(page).signIn();
  const tts = new TtsPage(page);
  await tts.goto();
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await tts.generate(
    'The first sentence arrives quickly. The second one follows it. And a third one ends the stream.',
    'stream',
  );
  await tts.expectTtfaShown();
  await expect.poll(() => tts.streamPosition(), { timeout: 20_000 }).toBeGreaterThan(0.5);
  expect(sockets.some((url) => /\/tts\/en-rt\/tts\/websocket/.test(url))).toBe(true);
  await expect(page.getByText('WebSocket', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Done' })).toBeVisible({ timeout: 30_000 });

  // A long text, cancelled while it plays: the position stops moving.
  await tts.generate(
    Array.from({ length: 12 }, (_, i) => `Sentence number ${i + 1} of a long reading.`).join(' '),
    'stream',
  );
  await expect.poll(() => tts.streamPosition(), { timeout: 20_000 }).toBeGreaterThan(0.3);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toBeVisible();
  const stopped = await tts.streamPosition();
  await page.waitForTimeout(600);
  expect(await tts.streamPosition()).toBe(stopped);
});

test('a stream whose connection is lost mid-way says so, and Start again generates it anew', async ({ page }) => {
  await new WorkspacePage(page).signIn();
  const tts = new TtsPage(page);
  await tts.goto();
  // The first socket is cut after its first chunk, as a killed copy's would be (1011); later ones pass untouched.
  let cut = false;
  await page.routeWebSocket(/\/tts\/en-rt\/tts\/websocket/, (socket) => {
    const server = socket.connectToServer();
    if (cut) return;
    server.onMessage((message) => {
      if (cut) return;
      socket.send(message);
      if (String(message).includes('"chunk"')) {
        cut = true;
        server.close();
        void socket.close({ code: 1011, reason: 'server gone' });
      }
    });
  });
  const transcript = 'This sentence is cut off by a lost connection, then spoken again in full.';
  await tts.generate(transcript, 'stream');
  await expect(page.getByRole('status').filter({ hasText: 'Connection lost' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveText(
    'The connection was lost. The stream closed before it finished (code 1011).',
  );

  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByRole('button', { name: 'Start again' })).toBeHidden();
  await tts.expectTtfaShown();
  await expect(page.getByRole('status').filter({ hasText: 'Done' })).toBeVisible({ timeout: 30_000 });
  expect(await tts.streamPosition()).toBeGreaterThan(0.5);
  await expect(page.getByRole('button', { name: 'Download WAV' })).toBeVisible();
  await expect(page.getByLabel('Transcript')).toHaveValue(transcript);
});

test('the JSON-lines route streams too', async ({ page }) => {
  await new WorkspacePage(page).signIn();
  const tts = new TtsPage(page);
  await tts.goto();
  await tts.openAdvanced();
  await page.getByLabel('Stream over').selectOption('lines');
  const lines = page.waitForResponse((response) => response.url().endsWith('/tts/en-rt/tts/sse'));
  await page.getByLabel('Encoding').selectOption('pcm_s16le');
  await tts.generate('Lines of JSON carry this audio.', 'stream');
  expect((await lines).status()).toBe(200);
  await tts.expectTtfaShown();
  await expect.poll(() => tts.streamPosition(), { timeout: 20_000 }).toBeGreaterThan(0.3);
});

test('a sampling value outside its documented bound is shown on its field and nothing is sent', async ({ page }) => {
  await new WorkspacePage(page).signIn();
  const tts = new TtsPage(page);
  await tts.goto();
  const generations: string[] = [];
  page.on('request', (request) => /\/tts\/.*\/tts\//.test(request.url()) && generations.push(request.url()));
  page.on('websocket', (socket) => generations.push(socket.url()));
  await tts.openAdvanced();
  await page.getByLabel('Top p').fill('1.5');
  await expect(page.getByLabel('Top p')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Must be above 0 and at most 1')).toBeVisible();
  await page.getByLabel('Repetition penalty').fill('0.5');
  await expect(page.getByText('Must be 1 to 2')).toBeVisible();
  await tts.generate('This must not be generated.', 'bytes');

  await page.getByRole('button', { name: 'Reset to the voice’s defaults' }).click();
  await expect(page.getByLabel('Top p')).toHaveValue('0.8');
  await expect(page.getByLabel('Top p')).not.toHaveAttribute('aria-invalid', 'true');
  // Requests leave in order: once the valid generation's has gone, the refused one would have gone before it.
  const generated = page.waitForRequest((request) => /\/tts\/.*\/tts\//.test(request.url()));
  await tts.generate('This one is sent.', 'bytes');
  await generated;
  expect(generations).toHaveLength(1);
});

test('a generation stays in the history after a reload, replays, and its settings can be reused', async ({ page }) => {
  await new WorkspacePage(page).signIn();
  const tts = new TtsPage(page);
  await tts.goto();
  await tts.openAdvanced();
  await page.getByLabel('Seed').fill('42');
  await tts.generate('Remember me after a reload.', 'bytes');
  await tts.expectTtfaShown();
  await expect(tts.historyEntries()).toHaveCount(1);

  await page.reload();
  await expect(tts.historyEntries()).toHaveCount(1);
  const entry = tts.historyEntries().first();
  await expect(entry).toContainText('Remember me after a reload.');
  await expect(entry).toContainText('seed 42');
  await expect(page.getByTestId('history-size')).toContainText(/1 kept · \d+ KB of 50 MB/);
  await entry.getByRole('button', { name: /^Replay/ }).click();
  await expect
    .poll(async () => secondsOf((await page.getByTestId('history-position').innerText()).split(' / ')[0]!), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0.3);

  await entry.getByRole('button', { name: /^Reuse the settings/ }).click();
  await expect(page.getByLabel('Transcript')).toHaveValue('Remember me after a reload.');
  await expect(page.getByLabel('Seed')).toHaveValue('42');
  // A second take to compare with the first, A/B.
  await page.getByLabel('Seed').fill('7');
  await tts.generate('Remember me after a reload.', 'bytes');
  await expect(tts.historyEntries()).toHaveCount(2);
  await tts.historyEntries().nth(0).getByRole('checkbox', { name: 'Compare' }).check();
  await tts.historyEntries().nth(1).getByRole('checkbox', { name: 'Compare' }).check();
  await expect(page.getByRole('heading', { name: 'Compare A/B' })).toBeVisible();
  const compare = page.getByRole('region', {
    name: /^A\/B compare: Remember me after a reload\. \(samantha, seed 7.* and Remember me after a reload\. \(samantha, seed 42/,
  });
  await expect(compare).toBeVisible();
  await compare.getByRole('button', { name: /^A: / }).click();
  await expect(compare).toContainText('Side A: Remember me after a reload. (samantha, seed 7');

  await tts
    .historyEntries()
    .nth(1)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await tts
    .historyEntries()
    .nth(0)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(tts.historyEntries()).toHaveCount(0);
});

test('a generation saved to a project becomes an original in the chosen folder', async ({ page }) => {
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Narration', 'Speech takes');
  const folderUrl = page.url();
  const tts = new TtsPage(page);
  await tts.goto();
  await tts.generate('Saved from the playground.', 'bytes');
  await tts.expectTtfaShown();
  await page.getByRole('button', { name: 'Save to a project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to a project' });
  await dialog.getByLabel('Project').selectOption({ label: 'Narration' });
  await dialog.getByLabel('Folder').selectOption({ label: 'Speech takes' });
  // Named from the transcript's first words, editable, and "Saved as…" only once it is saved.
  await expect(dialog.getByLabel('Name')).toHaveValue('Saved from the playground');
  await expect(dialog).not.toContainText('Saved as');
  await dialog.getByLabel('Name').fill('Playground take one');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Saved: the dialog closes (nothing is left to do in it) and a toast says where it went.
  await expect(page.getByText('Saved as “Playground take one” in Speech takes.')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();

  await page.goto(folderUrl);
  await expect(workspace.originalRow('Playground take one')).toBeVisible();
});
