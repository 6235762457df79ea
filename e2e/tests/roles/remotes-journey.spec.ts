import { test, expect, reactRendererVersions } from '../../fixtures/test';
import { REMOTE_IDS } from '@zaber/shared/remotes';

test('one browser session visits a route of every remote, with one React on the page', async ({
  shell,
  page,
  consoleErrors,
}) => {
  const visits = [
    { role: 'guest', path: '/balicky-sluzeb/', remote: 'mf-public', heading: 'Balíčky služeb' },
    { role: 'client', path: '/objednavky/', remote: 'mf-client', heading: 'Moje objednávky' },
    { role: 'executor', path: '/nabidky/', remote: 'mf-executor', heading: 'Moje nabídky' },
    { role: 'executor', path: '/account/settings/', remote: 'mf-account', heading: 'Nastavení účtu' },
  ] as const;

  for (const visit of visits) {
    await shell.useRole(visit.role);
    await shell.goto(visit.path);
    await expect(shell.remote(visit.remote)).toBeVisible();
    await expect(shell.remote(visit.remote).getByRole('heading', { level: 1 })).toHaveText(visit.heading);
    for (const other of REMOTE_IDS.filter((r) => r !== visit.remote)) {
      await expect(shell.remote(other)).toHaveCount(0);
    }
    expect(await reactRendererVersions(page)).toHaveLength(1);
  }
  expect(consoleErrors.filter((e) => /hook|React/i.test(e))).toEqual([]);
});

test('in-page navigation swaps remotes without a reload and keeps one React', async ({ shell, page }) => {
  await shell.useRole('client');
  await shell.goto('/');
  await expect(shell.remote('mf-public')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));

  await shell.header.getByRole('link', { name: 'Moje objednávky' }).click();
  await expect(page).toHaveURL(/\/objednavky\/$/);
  await expect(shell.remote('mf-client')).toBeVisible();
  await expect(shell.remote('mf-public')).toHaveCount(0);

  // A remote's own link (breadcrumb) goes back to another remote.
  await shell.remote('mf-client').getByRole('link', { name: 'Úvod' }).click();
  await expect(shell.remote('mf-public')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  expect(await reactRendererVersions(page)).toHaveLength(1);
});

test('one path belongs to different remotes by role', async ({ shell }) => {
  const owners = [
    ['guest', 'mf-public'],
    ['client', 'mf-client'],
    ['executor', 'mf-executor'],
  ] as const;
  for (const [role, remote] of owners) {
    await shell.useRole(role);
    await shell.goto('/poptavky/');
    await expect(shell.remote(remote)).toBeVisible();
  }
});

test('the development role switch in the header changes the owner without a reload', async ({ shell, page }) => {
  await shell.useRole('guest');
  await shell.goto('/poptavky/');
  await expect(shell.remote('mf-public')).toBeVisible();
  await page.getByLabel('Role (vývoj)').click();
  await page.getByTitle('Profík').click();
  await expect(shell.remote('mf-executor')).toBeVisible();
  await expect(shell.remote('mf-public')).toHaveCount(0);
  await expect(shell.header.getByRole('link', { name: 'Termíny' })).toBeVisible();
});
