import { openSeededFolder } from '../fixtures/seeded-folder';
import { expect, test } from '../fixtures/test';

/**
 * The folder page on a 390×844 phone: controls in a row have 44×44 px of touch area, the batch bar stays in
 * view down the list, and files dropped anywhere on the page upload to the folder instead of opening in the tab.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the row controls have 44 px of touch area and the batch bar stays in view', async ({
  page,
  playwright,
  baseURL,
  studio,
}) => {
  await openSeededFolder(page, { playwright, baseURL: baseURL!, dataDir: studio.dataDir }, 30);
  const row = page.getByTestId('original-row').first();
  for (const name of [/^Select /, /^Play /, /^Star /]) {
    const control = row.getByRole(name.source.startsWith('^Select') ? 'checkbox' : 'button', { name });
    // A tap 21 px from the control's centre, in each direction, still reaches it.
    const reached = await control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      return [
        [x - 21, y],
        [x + 21, y],
        [x, y - 21],
        [x, y + 21],
      ].map(([px, py]) => {
        const hit = document.elementFromPoint(px!, py!);
        return !!hit && (hit === element || element.contains(hit) || hit.contains(element));
      });
    });
    expect(reached, String(name)).toEqual([true, true, true, true]);
  }
  await page.screenshot({ path: test.info().outputPath('folder-phone-rows.png') });

  await row.getByRole('checkbox').check();
  const bar = page.getByTestId('batch-bar');
  await expect(bar).toBeInViewport();
  // Sticky: however far the page scrolls (the add panel or uploads above make it long), the bar stays at the top.
  expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
  await page.mouse.move(200, 600);
  await page.mouse.wheel(0, 1500);
  await expect(bar).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('folder-phone-batch-bar.png') });
});

test('a file dropped on the page header is taken: it uploads and the tab stays on the studio', async ({
  page,
  playwright,
  baseURL,
  studio,
}) => {
  await openSeededFolder(page, { playwright, baseURL: baseURL!, dataDir: studio.dataDir }, 2);
  const url = page.url();
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(64)], 'dropped.wav', { type: 'audio/wav' }));
    return transfer;
  });
  // The project's header, above the folder's own part of the page.
  const heading = page.getByRole('heading', { level: 1, name: 'Batch 2' });
  await heading.dispatchEvent('dragenter', { dataTransfer });
  await heading.dispatchEvent('dragover', { dataTransfer });
  const taken = await heading.evaluate((element, transfer) => {
    const drop = new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true });
    element.dispatchEvent(drop);
    return drop.defaultPrevented;
  }, dataTransfer);
  expect(taken).toBe(true);
  await expect(page.getByText('dropped.wav').first()).toBeVisible();
  expect(page.url()).toBe(url);
});
