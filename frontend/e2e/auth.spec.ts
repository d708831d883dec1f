import { expect, test } from '@playwright/test';
import { TEST_PASSWORD, expectSignedInAs, signIn, signOut, signUp, uniqueEmail } from './support/accounts';

test('register, stay signed in across a reload, sign out and sign in again', async ({ page }) => {
  const email = await signUp(page, uniqueEmail('register'));
  await expectSignedInAs(page, email);

  await page.reload();
  await expectSignedInAs(page, email);

  await signOut(page);
  await signIn(page, email);
  await expectSignedInAs(page, email);
});

test('the password is never stored in clear', async ({ page }) => {
  await signUp(page);
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toContain(TEST_PASSWORD);
  expect(stored).toContain('PBKDF2-SHA256');
});

test('a wrong password is refused with the provider’s message, and what was typed stays', async ({ page }) => {
  const email = await signUp(page);
  await signOut(page);

  await page.goto('/auth');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid login credentials');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not-the-password');
});

test('sign-up checks that the passwords match, then their length, and refuses a taken e-mail', async ({ page }) => {
  const email = await signUp(page);
  await signOut(page);

  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('heading', { name: 'Create a new account' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('shorter');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Passwords do not match');

  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Password must be at least 8 characters long');

  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('User already registered');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
});

test('/auth stands alone: no header or footer, the toggle texts, show/hide password and a way home', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-value');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');

  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toBeVisible();
});
