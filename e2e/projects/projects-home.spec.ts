import { ConversionsSetup, voicedWav } from '../fixtures/conversions-setup';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll } from '../fixtures/library-checks';
import { PlayerBar } from '../fixtures/player-bar';
import { signIn } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

test('the projects home: a card per project with what it holds, recent originals above, sort in the URL', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const setup = await ConversionsSetup.create(baseURL!);
  const { original } = await setup.speechOriginal('Home take', voicedWav(3));
  await setup.conversion(original.id);
  await setup.dispose();
  await signIn(page, '/projects?sort=last_recording_at&direction=desc');

  const card = page.getByTestId('project-row').filter({ hasText: 'Conversions Home take' });
  const figures = card.getByRole('definition');
  await expect(figures).toHaveText(['1', '1', /^0:0[23]\.\d$/]);
  await expect(card.getByRole('term')).toHaveText(['Originals', 'Conversions', 'Converted']);
  await expect(card).toContainText('Last activity');
  await expect(card.getByRole('button', { name: 'Rename Conversions Home take' })).toBeVisible();

  // The newest original of all projects is on top, playable in place and linked to its page.
  const recent = page.getByTestId('recent-original').first();
  await expect(recent).toContainText('Home take');
  await expect(recent).toContainText('Conversions Home take');
  await recent.getByRole('button', { name: 'Play Home take' }).click();
  await expect.poll(() => new PlayerBar(page).seconds(), { timeout: 20_000 }).toBeGreaterThan(0.2);
  await page.getByRole('button', { name: 'Pause Home take' }).click();

  // Sorting is in the URL: a second press on the same key reverses it.
  const sorts = page.getByRole('group', { name: /^Sort projects/ });
  await sorts.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sort=name&direction=asc&page=1/);
  await sorts.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sort=name&direction=desc&page=1/);
  await page.reload();
  await expect(sorts.getByRole('button', { name: 'Name' })).toHaveAttribute('aria-pressed', 'true');

  await expectAccessibleInBothThemes(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/projects-home-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/projects-home-phone.png' });
});
