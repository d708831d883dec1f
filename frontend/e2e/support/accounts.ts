import { expect, type Page } from '@playwright/test';

/** Helpers for signing up, in and out through the real /auth form and header, for every spec. */

export const TEST_PASSWORD = 'correct-horse-42';

/** An e-mail no other test uses. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@toolshare.test`;
}

/** The page's viewport width (the desktop projects' 1280 px when Playwright reports none). */
export const viewportWidth = (page: Page): number => page.viewportSize()?.width ?? 1280;

/** Below Tailwind's lg breakpoint the header's items live in the collapsible menu. */
export const isPhoneLayout = (page: Page): boolean => viewportWidth(page) < 1024;

/** Opens the mobile menu when the layout has one (no-op on desktop). */
export async function openMobileMenu(page: Page): Promise<void> {
  if (!isPhoneLayout(page)) return;
  // Wait for the header (the page may still be loading), then open the menu unless it is open.
  const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
}

/** Creates an account through /auth (sign-up mode) and waits for the home page. Returns the e-mail. */
export async function signUp(page: Page, email = uniqueEmail(), password = TEST_PASSWORD): Promise<string> {
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  return email;
}

/** Signs in through /auth and waits for the home page. */
export async function signIn(page: Page, email: string, password = TEST_PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Signs out from the account menu (desktop) or the mobile menu (phone) and waits for the header's "Sign In". */
export async function signOut(page: Page): Promise<void> {
  if (isPhoneLayout(page)) {
    await openMobileMenu(page);
    await page.locator('#mobile-menu').getByRole('button', { name: 'Sign Out' }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
}

/** Asserts the header shows `email` as signed in (in the menu on phones, in the account menu on desktop). */
export async function expectSignedInAs(page: Page, email: string): Promise<void> {
  if (isPhoneLayout(page)) {
    await openMobileMenu(page);
    await expect(page.locator('#mobile-menu').getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('banner').getByText(email)).toBeVisible();
    await page.keyboard.press('Escape');
  }
}

/** The wallet linked to the signed-in local account, read from the browser's accounts store. */
export const linkedWallet = (page: Page) =>
  page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('toolshare.accounts.session') ?? 'null') as {
      userId: string;
    } | null;
    const users = JSON.parse(localStorage.getItem('toolshare.accounts.users') ?? '[]') as {
      id: string;
      walletAddress?: string;
    }[];
    return users.find((user) => user.id === session?.userId)?.walletAddress ?? null;
  });
