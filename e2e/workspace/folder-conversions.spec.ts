import { ConversionsSetup, voicedWav } from '../fixtures/conversions-setup';
import { expectAccessibleInBothThemes } from '../fixtures/library-checks';
import { PlayerBar } from '../fixtures/player-bar';
import { signIn } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

test('an original row says how many conversions it has and expands, by keyboard, to play one in the player bar', async ({
  page,
  baseURL,
}) => {
  const setup = await ConversionsSetup.create(baseURL!);
  const { path, original } = await setup.speechOriginal('Row take', voicedWav(3));
  const conversion = await setup.conversion(original.id);
  await setup.dispose();
  await signIn(page, path.replace(/\/recordings\/[^/]+$/, ''));

  const row = page.getByTestId('original-row').filter({ hasText: 'Row take' });
  const expand = row.getByRole('button', { name: 'Show 1 conversion of Row take' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(expand).toContainText('1 done');
  await expand.focus();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('button', { name: 'Hide 1 conversion of Row take' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  const listed = row.getByRole('list', { name: 'Conversions of Row take' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(conversion.voiceName);
  await expect(listed).toContainText('Done');
  const play = listed.getByRole('button', { name: /^Play / });
  await play.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => new PlayerBar(page).seconds(), { timeout: 20_000 }).toBeGreaterThan(0.2);
  await expect(listed.getByRole('button', { name: /^Pause / })).toBeVisible();

  // The row below is pushed down, not covered: the expanded row is measured.
  const rowBox = (await row.boundingBox())!;
  expect(rowBox.height).toBeGreaterThan(60);

  await expectAccessibleInBothThemes(page);
  await page.screenshot({ path: '/tmp/folder-conversions-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(listed).toBeVisible();
  await page.screenshot({ path: '/tmp/folder-conversions-phone.png' });
});
