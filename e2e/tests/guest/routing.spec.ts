import { expect, test, touches } from '../../fixtures/test';
import { DEMO } from '../../pages/shell-page';

test.describe('routing', touches('shell'), () => {
  test('an unknown route shows the 404 page inside the layout', async ({ shell }) => {
    await shell.goto('/neexistuje/');
    await expect(shell.heading().or(shell.page.getByText('Stránka nenalezena'))).toBeVisible();
    await expect(shell.page.getByText('Stránka nenalezena')).toBeVisible();
    await expect(shell.header).toBeVisible();
    await expect(shell.footer).toBeVisible();
  });

  test('a path without the trailing slash redirects to the one with it', async ({ shell, page }) => {
    const response = await page.request.get('/poptavky', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/poptavky/');
    await shell.goto('/blog');
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(shell.remote('mf-public').getByRole('heading', { level: 1 })).toHaveText('Blog');
  });

  test('a guest on an account page sees 403 with a login button', async ({ shell }) => {
    await shell.goto('/account/');
    await expect(shell.page.getByText('Přístup zakázán')).toBeVisible();
    await expect(shell.page.locator('main').getByRole('button', { name: 'Přihlásit se' })).toBeVisible();
    await expect(shell.remote('mf-account')).toHaveCount(0);
  });

  test('a client on an executor page is told it is not for this account', async ({ shell }) => {
    await shell.loginAs(DEMO.client);
    await shell.goto('/my-dates/');
    await expect(shell.page.getByText('Tato stránka není určena pro váš typ účtu.')).toBeVisible();
  });

  test('a landing page gets the reduced header and footer; an unknown service slug is 404', async ({ shell }) => {
    await shell.goto('/svatebni-fotograf/');
    await expect(shell.remote('mf-public')).toBeVisible();
    await expect(shell.header.getByRole('navigation')).toHaveCount(0);
    await expect(shell.footer.getByText('Užitečné odkazy')).toHaveCount(0);
    await shell.goto('/nejaka-sluzba/');
    await expect(shell.page.getByText('Stránka nenalezena')).toBeVisible();
  });

  test('the footer is hidden on create-request paths', async ({ shell }) => {
    await shell.goto('/vlozit-poptavku/');
    await expect(shell.remote('mf-client')).toBeVisible();
    await expect(shell.footer).toHaveCount(0);
  });
});
