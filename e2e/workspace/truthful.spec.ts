import { request, type Page } from '@playwright/test';
import { ConversionsSetup, voicedWav } from '../fixtures/conversions-setup';
import { OrderFormPanel } from '../fixtures/conversions-page';
import { ProjectsPage } from '../fixtures/projects-page';
import { SignInPage } from '../fixtures/sign-in-page';
import { DEMO, expect, test } from '../fixtures/test';
import { AUDIO_FIXTURES, WorkspacePage } from '../fixtures/workspace-page';

/** Whether anything on the page is wider than the screen (a long name pushing a dialog or a row sideways). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/**
 * Truthful actions, at a laptop and a phone size: pages past the end, "none" for no recording, A→Z first, the
 * sign-in error cleared, limits said on the field (never cut), failed uploads that look failed and say why, the
 * leave-page prompt while uploading, tooltips for truncated names, dialogs that wrap and close, pages that open at
 * their top, semitones refused out of range but decimals accepted.
 */
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('projects: a page past the end shows the last page, no recording says none, names sort A→Z first; sign-in clears a password error', async ({
      page,
      baseURL,
    }) => {
      const signIn = new SignInPage(page);
      await signIn.goto();
      await signIn.withPassword(DEMO.email, 'wrong-password');
      await signIn.expectError('Wrong email or password.');
      await page.getByRole('radio', { name: 'API key' }).click();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.getByRole('radio', { name: 'Email and password' }).click();
      await signIn.withPassword(DEMO.email, DEMO.password);
      await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();

      const api = await request.newContext({ baseURL: baseURL!, extraHTTPHeaders: { 'api-key': DEMO.apiKey } });
      const owner = ((await (await api.post('/api/auth')).json()) as { id: string }).id;
      const existing = ((await (await api.get('/api/projects?limit=1')).json()) as { pagination: { count: number } })
        .pagination.count;
      for (let i = existing; i < 22; i++)
        await api.post('/api/projects', { data: { name: `Batch ${String(i).padStart(2, '0')}`, owner } });
      const empty = `Empty ${viewport.width}`;
      await api.post('/api/projects', { data: { name: empty, owner } });
      await api.dispose();

      await page.goto('/projects?page=99');
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByTestId('project-row').first()).toBeVisible();
      await expect(page.getByText('No projects yet')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 2 of 2');

      // The newest project has no recordings: "none", not its creation date.
      await page.goto('/projects');
      const emptyRow = new ProjectsPage(page).row(empty);
      if (viewport.width >= 768) {
        await expect(emptyRow.getByRole('cell').nth(2)).toHaveText('none');
        await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
        await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
      } else {
        // A phone shows cards: the card says it, and the sort is a row of buttons above them.
        await expect(emptyRow).toContainText('last recording none');
        const byName = page
          .getByRole('group', { name: /^Sort projects/ })
          .getByRole('button', { name: 'Name', exact: true });
        await byName.click();
        await expect(byName).toHaveAttribute('aria-pressed', 'true');
      }
      await expect(page).toHaveURL(/direction=asc/);
      expect(await scrollsSideways(page)).toBe(false);
    });

    test('names and labels over their limits are kept and said on the field; long names wrap in dialogs and show whole on hover and focus', async ({
      page,
    }) => {
      const workspace = new WorkspacePage(page);
      await workspace.startInNewFolder(`Limits ${viewport.width}`, 'Takes');
      // A folder name over 40 characters is not cut: the field counts it, says by how much and nothing is sent.
      await page.getByRole('button', { name: 'New folder', exact: true }).click();
      const dialog = page.getByRole('dialog');
      const long = 'Interview_with_the_director_of_photography_part_two';
      await dialog.getByLabel('Folder name').fill(long);
      await expect(dialog.getByLabel('Folder name')).toHaveValue(long);
      await expect(dialog.getByText(`${long.length}/40 characters`)).toBeVisible();
      await expect(dialog.getByText(`Too long by ${long.length - 40} characters: at most 40`)).toBeVisible();
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(dialog).toBeVisible();
      // The dialog's own close button; nothing was created.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('folder-item')).toHaveCount(1);

      // A 40-character unbroken name: the tree truncates it and shows it whole on hover and on keyboard focus.
      const forty = 'MASTERING_SESSION_WITH_ORCHESTRA_TAKE_07';
      await workspace.createFolder(forty);
      const link = workspace.folderTree().getByRole('link', { name: forty });
      const tooltip = workspace.folderTree().getByTestId('name-tooltip').filter({ hasText: forty });
      await expect(tooltip).toBeHidden();
      await link.hover();
      await expect(tooltip).toBeVisible();
      await page.mouse.move(0, 0);
      await expect(tooltip).toBeHidden();
      await link.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(tooltip).toBeVisible();

      // The rename dialog's title holds the whole unbroken name, wrapped inside the dialog.
      await workspace
        .folderTree()
        .getByRole('button', { name: `Rename folder ${forty}` })
        .click();
      const title = page.getByRole('dialog').getByRole('heading');
      await expect(title).toContainText(forty);
      const [titleBox, dialogBox] = [await title.boundingBox(), await page.getByRole('dialog').boundingBox()];
      expect(titleBox!.x + titleBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
      expect(await scrollsSideways(page)).toBe(false);
      await page.keyboard.press('Escape');
    });

    test('failed uploads look failed and say why; leaving while uploads run asks first', async ({ page }) => {
      const workspace = new WorkspacePage(page);
      await workspace.startInNewFolder(`Refused ${viewport.width}`, 'Takes');
      await workspace.upload([
        { name: 'empty.wav', mimeType: 'audio/wav', buffer: Buffer.alloc(0) },
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not audio') },
        { name: 'phone.m4a', mimeType: 'audio/mp4', buffer: Buffer.from('....ftypM4A ') },
        { name: 'broken.wav', mimeType: 'audio/wav', buffer: Buffer.from('RIFF but nothing after it') },
      ]);
      const red = await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.className = 'bg-red-600';
        document.body.append(probe);
        const colour = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return colour;
      });
      const messages: Record<string, RegExp> = {
        'empty.wav': /^The file is empty \(0 bytes\)/,
        'notes.txt': /^This is not an audio file \(text\/plain\)/,
        'phone.m4a': /^The \.m4a format is not supported: upload WAV, MP3, FLAC or OGG$/,
        'broken.wav': /broken\.wav/,
      };
      for (const [name, message] of Object.entries(messages)) {
        const item = workspace.uploadOf(name);
        await expect(item).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
        await expect(item.getByRole('alert')).toHaveText(message);
        await expect(item.getByRole('img', { name: 'Failed' })).toBeVisible();
        // The bar is full and red (the palette's red-600), never the indigo of a running or finished upload.
        await expect(item.getByTestId('upload-progress')).toHaveAttribute('aria-valuenow', '100');
        expect(
          await item.getByTestId('upload-progress-fill').evaluate((fill) => getComputedStyle(fill).backgroundColor),
        ).toBe(red);
      }
      // Files refused before sending cannot be retried; the server's refusal can.
      await expect(workspace.uploadOf('notes.txt').getByRole('button', { name: /^Retry/ })).toHaveCount(0);
      await expect(workspace.uploadOf('broken.wav').getByRole('button', { name: /^Retry/ })).toBeVisible();

      // A slow upload, then the user wanders to the projects page: closing the tab asks first.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 16 * 1024,
      });
      await workspace.upload([{ name: 'slow.wav', mimeType: 'audio/wav', buffer: voicedWav(4) }]);
      await expect(workspace.uploadOf('slow.wav')).toContainText(/Uploading \d+%/);
      await page.getByRole('main').getByRole('link', { name: 'Projects', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
      const asked = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))),
      );
      await page.close({ runBeforeUnload: true });
      expect(await asked).toBe('beforeunload');
    });
  });
}

test('an original opens at its top even from far down its folder', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 500 });
  const workspace = new WorkspacePage(page);
  await workspace.startInNewFolder('Scroll', 'Takes');
  await workspace.upload([AUDIO_FIXTURES[0]!]);
  await expect(workspace.originalRows()).toHaveCount(1, { timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await workspace.openOriginal('speech.wav');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('semitones outside −12..+12 are refused on the field and kept as typed; decimals are accepted', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const setup = await ConversionsSetup.create(baseURL!);
  const { path } = await setup.speechOriginal('Semitones', voicedWav(2));
  await setup.dispose();
  const signIn = new SignInPage(page);
  await signIn.goto(path);
  await signIn.withPassword(DEMO.email, DEMO.password);
  const form = new OrderFormPanel(page);
  await form.chooseVoice('Aurora');
  const field = form.settingsFor('Aurora').getByLabel('Semitones');
  await field.fill('20');
  await expect(field).toHaveValue('20');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(form.settingsFor('Aurora')).toContainText('Enter a number from -12 to +12');
  await field.fill('2.5');
  await expect(field).not.toHaveAttribute('aria-invalid');
  await expect(form.settingsFor('Aurora')).not.toContainText('Enter a number');
  // The order's label, over 40, is said on the field too and the order waits.
  await page.getByTestId('order-form').getByLabel('Label (optional)').fill('x'.repeat(44));
  await expect(page.getByTestId('order-form')).toContainText('Too long by 4 characters: at most 40');
});
