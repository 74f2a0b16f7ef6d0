import { unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { billedSeconds, conversionPrice } from '../../contract/gateway/pricing';
import { conversionName, type NamedConversion } from '../../contract/naming/conversion-name';
import { OrderFormPanel } from '../fixtures/conversions-page';
import { voicedWav } from '../fixtures/conversions-setup';
import { DEMO, expect, test } from '../fixtures/test';
import { seriousViolations, WorkspacePage } from '../fixtures/workspace-page';

type Original = { id: string; label: string; duration: number; state: string };

test('batch order: total cost and balance first; one original gone fails alone; lost answers are looked for, never charged twice', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const api = await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: { 'api-key': DEMO.apiKey } });
  const userId = (await (await api.post('/api/auth')).json()).id as string;
  const project = await (await api.post('/api/projects', { data: { name: 'Batch order', owner: userId } })).json();
  const folder = await (await api.post('/api/folders', { data: { name: 'Takes', project_id: project.id } })).json();
  const originals: Original[] = [];
  for (const [label, seconds] of [
    ['Alpha', 1.5],
    ['Bravo', 2],
    ['Charlie', 2.5],
  ] as const) {
    const upload = await api.post('/api/recordings', {
      multipart: {
        data: { name: `${label}.wav`, mimeType: 'audio/wav', buffer: voicedWav(seconds) },
        parent_folder_id: folder.id,
        microphone: 'file',
        label,
      },
    });
    expect(upload.ok()).toBe(true);
    const { id } = await upload.json();
    let original: Original | undefined;
    await expect(async () => {
      original = await (await api.get(`/api/recordings/${id}`)).json();
      expect(original!.state).toBe('done');
    }).toPass({ timeout: 60_000 });
    originals.push(original!);
  }
  const [alpha, bravo, charlie] = originals as [Original, Original, Original];
  const credits = async () => (await (await api.get('/api/credits')).json()).credits as number;
  const before = await credits();

  await new WorkspacePage(page).signIn();
  await page.goto(`/projects/${encodeURIComponent(project.url)}/folders/${folder.id}`);
  await expect(page.getByTestId('originals-count')).toHaveText('3 originals');
  // Ctrl-A from the keyboard, in the list.
  await page.getByRole('link', { name: 'Charlie', exact: true }).focus();
  await page.keyboard.press('Control+a');
  await expect(page.getByTestId('selection-count')).toHaveText('All 3 originals selected');

  // The order form's code is not part of the folder page: it loads when opened.
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') loaded.push(new URL(response.url()).pathname);
  });
  await page.getByRole('button', { name: 'Order conversions…' }).click();
  const form = new OrderFormPanel(page, 'batch-order');
  await expect(page.getByRole('heading', { name: 'Order conversions for 3 originals' })).toBeFocused();
  expect(loaded.some((path) => /BatchOrderPanel/.test(path))).toBe(true);
  const voice = (await (await api.get('/api/v2/voices', { params: { limit: 1 } })).json()).list[0] as { name: string };
  await form.chooseVoice(voice.name);

  // The total before anything is spent: the sum of each original's seconds × one voice, and the balance.
  const total = [alpha, bravo, charlie].reduce((sum, original) => sum + conversionPrice(original.duration), 0);
  const seconds = [alpha, bravo, charlie]
    .reduce((sum, original) => sum + billedSeconds(original.duration), 0)
    .toFixed(2);
  await expect(form.cost()).toHaveText(
    `Cost: ${total.toFixed(2)} credits (3 originals, ${seconds} s in all × 1 voice) · balance ${before.toFixed(2)} credits`,
  );
  expect(await credits()).toBe(before);
  expect(await seriousViolations(page)).toEqual([]);

  // Meanwhile Bravo is deleted elsewhere; Alpha's first answer is lost after the server placed the order; Charlie's
  // requests never reach the server (twice: the first try and its automatic retry).
  expect((await api.delete(`/api/recordings/${bravo.id}`)).ok()).toBe(true);
  const posts = new Map<string, number>();
  await page.route('**/api/v2/orders', async (route) => {
    const originalId = (route.request().postDataJSON() as { original_id: string }).original_id;
    const count = (posts.get(originalId) ?? 0) + 1;
    posts.set(originalId, count);
    if (originalId === alpha.id && count === 1) {
      await route.fetch(); // the server places the order…
      return route.abort('connectionreset'); // …and the answer never arrives
    }
    if (originalId === charlie.id && count <= 2) return route.abort('connectionrefused');
    return route.continue();
  });

  await page.getByRole('button', { name: `Order 3 conversions for ${total.toFixed(2)} credits` }).click();
  const progress = page.getByTestId('batch-order').getByTestId('batch-progress');
  const item = (name: string) => progress.getByTestId('batch-item').filter({ hasText: name });
  await expect(progress.getByRole('status')).toHaveText('Ordering conversions: 1 of 3 done, 2 failed.', {
    timeout: 30_000,
  });
  await expect(item('Alpha')).toHaveAttribute('data-status', 'done');
  await expect(item('Bravo')).toHaveAttribute('data-status', 'failed');
  await expect(item('Bravo')).toContainText(/not found/i);
  await expect(item('Charlie')).toHaveAttribute('data-status', 'failed');
  await expect(item('Charlie')).toContainText('Cannot reach the server');
  expect(posts.get(alpha.id)).toBe(1); // the lost answer was looked for, not sent again

  // Retry the failed: Charlie is looked for (not there), then ordered; Bravo is still gone.
  await page.getByRole('button', { name: 'Retry failed (2)' }).click();
  await expect(progress.getByRole('status')).toHaveText('Ordering conversions: 2 of 3 done, 1 failed.', {
    timeout: 30_000,
  });
  await expect(item('Charlie')).toHaveAttribute('data-status', 'done');
  expect(posts.get(charlie.id)).toBe(3);

  // One conversion each for Alpha and Charlie, and the balance loses their price once, as they finish.
  const conversionsOf = async (id: string) =>
    (await (await api.get('/api/recordings/conversions', { params: { original_id: id } })).json()).list as Array<
      NamedConversion & { state: string }
    >;
  await expect(async () => {
    const [a, c] = [await conversionsOf(alpha.id), await conversionsOf(charlie.id)];
    expect(a.map((row) => row.state)).toEqual(['done']);
    expect(c.map((row) => row.state)).toEqual(['done']);
  }).toPass({ timeout: 90_000 });
  expect(await credits()).toBe(
    Math.round((before - conversionPrice(alpha.duration) - conversionPrice(charlie.duration)) * 100) / 100,
  );

  // Export the selection: one zip of what each original's export holds (the original and its conversions).
  await page.unroute('**/api/v2/orders');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('All 2 originals selected');
  const downloading = page.waitForEvent('download');
  await page.getByRole('toolbar', { name: 'Selected originals' }).getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('2 originals.zip');
  const files = Object.keys(unzipSync(new Uint8Array(await readFile((await download.path())!))));
  const converted = `${conversionName((await conversionsOf(alpha.id))[0]!)}.wav`; // the one naming rule: its voice and accent
  expect(files.sort()).toEqual([
    `Takes/Alpha/${converted}`,
    'Takes/Alpha/original.wav',
    `Takes/Charlie/${converted}`,
    'Takes/Charlie/original.wav',
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'Exporting: 2 of 2 done.' })).toBeVisible();
  await api.dispose();
});
