import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ConversionsList, OrderFormPanel } from '../fixtures/conversions-page';
import { ConversionsSetup, voicedWav } from '../fixtures/conversions-setup';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll } from '../fixtures/library-checks';
import { signIn } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

/** A small RFC 4180 reader (quoted cells, doubled quotes, CRLF), enough to check what the page exported. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell.replace(/\r$/, ''));
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') endCell();
    else if (char === '\n') {
      endCell();
      rows.push(row);
      row = [];
    } else cell += char;
  }
  return rows;
}

async function downloadedCsv(page: Page, table: string): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `CSV of ${table}` }).click(),
  ]);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  return parseCsv(text);
}

test('statistics and the balance follow a conversion, and each table downloads as CSV', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const setup = await ConversionsSetup.create(baseURL!);
  const { path } = await setup.speechOriginal('Stats take', voicedWav(2));
  const before = await setup.credits();
  await setup.dispose();

  await signIn(page, path);
  await page.getByRole('link', { name: 'Statistics' }).click();
  await expect(page.getByTestId('time-converted')).toContainText('0:00.0');
  await expect(page.getByRole('table', { name: 'Per voice or model' })).toContainText('No conversions yet.');
  await expect(page.getByTestId('shell-balance')).toHaveText(`${before.toFixed(2)} credits`);
  const accountCounts = page.locator('dl[aria-label="Conversions of the account"]');
  await expect(accountCounts).toContainText('Completed0');
  // A new account: empty axes and a sentence, not a missing chart.
  const thisMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(),
  );
  await expect(
    page.getByText('Nothing converted yet: each month’s minutes show here from your first conversion.'),
  ).toBeVisible();
  const emptyAxis = page.getByRole('img', { name: 'Time converted per month: nothing yet' });
  await expect.poll(() => emptyAxis.evaluate((chart) => chart.textContent)).toContain(thisMonth);

  await page.goBack();
  const form = new OrderFormPanel(page);
  await form.chooseVoice('Nestor');
  // The cost is shown in the unit the balance is kept in, so the balance shown before less the cost shown is the
  // balance shown after, to the hundredth.
  const [, shownCost, shownBalance] = /^Cost: ([\d.]+) credits .* balance ([\d.]+) credits$/.exec(
    (await form.cost().textContent())!,
  )!;
  await form.submit();
  // The shell's balance drops without a reload.
  const after = (Number(shownBalance) - Number(shownCost)).toFixed(2);
  await expect(page.getByTestId('shell-balance')).toHaveText(`${after} credits`);
  await new ConversionsList(page).waitAllDone(1);

  // The folder and the project say it too.
  await page.getByRole('link', { name: 'Back to the folder' }).click();
  await expect(page.locator('dl[aria-label="Conversions in this folder"]')).toContainText('Completed1');
  await expect(page.locator('dl[aria-label="Conversions in this project"]')).toContainText('Completed1');

  await page.getByRole('link', { name: 'Statistics' }).click();
  await expect(page.getByTestId('time-converted')).not.toContainText('0:00.0');
  await expect(accountCounts).toContainText('Completed1');
  await expect(page.getByRole('table', { name: 'Per voice or model' })).toContainText('Nestor');
  await expect(page.getByTestId('credit-figures')).toContainText(after);
  // What "Spent" counts is said beside it, and the chart's y axis carries its unit.
  await expect(page.getByTestId('spent-note')).toContainText('including those since deleted or run again');
  // From the first conversion this month has its bar and its row, with nothing before it.
  const chart = page.getByRole('img', { name: `Time converted per month: ${thisMonth} so far`, exact: false });
  await expect(chart).toBeVisible();
  expect(await chart.getAttribute('aria-label')).not.toContain('0:00.0');
  await expect(chart.locator('.recharts-bar-rectangle path')).toHaveCount(1);
  await expect.poll(() => chart.evaluate((element) => element.textContent)).toMatch(/\d min/);
  await expect(page.getByText('Nothing converted yet')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Time converted per month' })).toContainText(`${thisMonth} (so far)`);

  const voices = await downloadedCsv(page, 'Per voice or model');
  expect(voices[0]).toEqual(['Voice or model', 'Conversions', 'Seconds converted']);
  expect(voices).toHaveLength(2);
  expect(voices[1]![0]).toBe('Nestor');
  expect(voices[1]![1]).toBe('1');
  expect(Number(voices[1]![2])).toBeCloseTo(2, 0);

  const projects = await downloadedCsv(page, 'Per project');
  expect(projects[0]).toEqual([
    'Project',
    'Seconds converted',
    'Seconds this month',
    'Completed',
    'In progress',
    'Failed',
    'Total',
  ]);
  const project = projects.find((row) => row[0] === 'Conversions Stats take');
  expect(project?.slice(3)).toEqual(['1', '0', '0', '1']);

  await page.getByLabel('Folders of project').selectOption({ label: 'Conversions Stats take' });
  await expect(page.getByRole('table', { name: 'Per folder' })).toContainText('Takes');
  const folders = await downloadedCsv(page, 'Per folder');
  expect(folders).toEqual([
    ['Folder', 'Completed', 'In progress', 'Failed', 'Total'],
    ['Takes', '1', '0', '0', '1'],
  ]);

  await expectAccessibleInBothThemes(page);
  await expectNoSidewaysScroll(page);
});
