import { signIn } from '../fixtures/sign-in';
import { expect, test } from './support/demo-test';
import { PlayerBar } from '../fixtures/player-bar';

test('Browse and filter the voice library and hear samples', async ({ page, story }) => {
  const filters = page.getByRole('region', { name: 'Filters' });

  await story.step('The voice library: every voice of the catalogue, as cards', async () => {
    await signIn(page, '/voices');
    await expect(page.getByTestId('voice-card').first()).toBeVisible();
  });
  await story.step('Only female voices', async () => {
    await filters.getByRole('group', { name: 'Gender' }).getByText('Female', { exact: true }).click();
    await expect(page).toHaveURL(/gender=female/);
  });
  await story.step('Adult or young: two filters at once, kept in the address so the view can be shared', async () => {
    await filters.getByRole('group', { name: 'Age' }).getByText('Adult', { exact: true }).click();
    await filters.getByRole('group', { name: 'Age' }).getByText('Young', { exact: true }).click();
    await expect(page).toHaveURL(/age_group=adult&age_group=young/);
    await expect(page.getByTestId('voice-card').first()).toBeVisible();
  });
  await story.step('The compact list shows the same voices', async () => {
    await page.getByRole('radio', { name: 'List' }).click();
    await expect(page.getByTestId('voice-row').first()).toBeVisible();
  });
  await story.step('A favourite for later', async () => {
    const first = page.getByTestId('voice-row').first();
    const name = await first.getByTestId('voice-name').innerText();
    const star = first.getByRole('button', { name: `Favourite ${name}` });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  });
  await story.step('Opening a voice: its accents and narration styles', async () => {
    const first = page.getByTestId('voice-row').first();
    const name = await first.getByTestId('voice-name').innerText();
    await first.getByTestId('voice-name').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
  await story.step('Hearing a sample of an accent', async () => {
    const accent = page.getByTestId('accent-row').first();
    await accent.getByRole('button', { name: /^Play a sample of/ }).click();
    await expect.poll(() => new PlayerBar(page).seconds(), { timeout: 20_000 }).toBeGreaterThan(0.3);
    await story.pause(2000);
  });
  await story.step('Then a narration style: one audio at a time, so the accent’s sample stops', async () => {
    const style = page.getByTestId('style-row').first();
    await style.getByRole('button', { name: /^Play a sample of/ }).click();
    await expect(style.getByRole('button', { name: /^Pause the sample of/ })).toBeVisible({ timeout: 20_000 });
    await expect(
      page
        .getByTestId('accent-row')
        .first()
        .getByRole('button', { name: /^Play a sample of/ }),
    ).toBeVisible();
    await story.pause(2000);
  });
});
