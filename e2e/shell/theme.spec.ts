import type { Page } from '@playwright/test';
import { bodyLuminance, shellPages, visit } from '../fixtures/shell-pages';
import { signIn } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

test('the theme follows the system until the switch overrides it, and the choice survives a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page);
  expect(await isDark(page)).toBe(true);
  expect(await bodyLuminance(page)).toBeLessThan(0.05);
  await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();

  await page.getByRole('radio', { name: 'Light' }).check();
  expect(await isDark(page)).toBe(false);
  expect(await bodyLuminance(page)).toBeGreaterThan(0.8);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  expect(await isDark(page)).toBe(false);

  // Back to the system's choice: dark again; and the system changing is followed live.
  await page.getByRole('radio', { name: 'System' }).check();
  expect(await isDark(page)).toBe(true);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => isDark(page)).toBe(false);

  await page.getByRole('radio', { name: 'Dark' }).check();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await isDark(page)).toBe(true);
  expect(await bodyLuminance(page)).toBeLessThan(0.05);
});

test('a slow network shows the loading shell, already in the remembered theme, then the page', async ({ page }) => {
  await signIn(page);
  await page.getByRole('radio', { name: 'Dark' }).check();

  // Hold the app's script back: what shows meanwhile is index.html's own markup.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // A module script holds DOMContentLoaded back too, so wait only for the response to arrive.
  await page.goto('/projects', { waitUntil: 'commit' });
  const shell = page.getByRole('status').filter({ hasText: 'Loading Voice Studio…' });
  await expect(shell).toBeVisible();
  expect(await isDark(page)).toBe(true);
  expect(await bodyLuminance(page)).toBeLessThan(0.05);
  const shellColors = await shell.evaluate((element) => [
    getComputedStyle(element).color,
    getComputedStyle(element).backgroundColor,
  ]);
  expect(shellColors[0]).not.toBe(shellColors[1]);

  release();
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await expect(shell).toBeHidden();
});

test('each page has its own title', async ({ page, studio }) => {
  const all = await shellPages(studio.url);
  const [signInPage, projects, project, folder, recording, notFound] = all;
  const [tts, agent] = ['text-to-speech', 'voice-agent'].map((name) => all.find((target) => target.name === name));
  await visit(page, signInPage!);
  await expect(page).toHaveTitle('Sign in · Voice Studio');
  await signIn(page);
  const expected: Array<[typeof projects, string]> = [
    [projects, 'Projects · Voice Studio'],
    [project, 'Conversions Shell take · Voice Studio'],
    [folder, 'Takes · Conversions Shell take · Voice Studio'],
    [recording, 'Shell take · Conversions Shell take · Voice Studio'],
    [tts, 'Text to speech · Voice Studio'],
    [agent, 'Voice agent · Voice Studio'],
    [notFound, 'Not found · Voice Studio'],
  ];
  for (const [target, title] of expected) {
    await visit(page, target!);
    await expect(page).toHaveTitle(title);
  }
  // Not found keeps the menu and offers a way home.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to projects' }).click();
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
});
