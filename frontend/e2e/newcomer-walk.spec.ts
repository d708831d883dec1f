import { expect, test, type Page } from '@playwright/test';
import { isPhoneLayout, openMobileMenu, signOut, signUp } from './support/accounts';
import { chooseRentalsMode, listTool, toast } from './support/onchain';
import { expectRentalState, rentalCard, signUpWithWallet } from './support/rentals';
import { DEV_ACCOUNTS, installTestWallet, switchWalletChain } from './support/testWallet';
import { SIGNED_OFFERS_KEY } from './support/signedOffers';
import { boxOf, scrollTop } from './support/layout';
import { solidPng } from './support/tools';
import { screenshotBothThemes } from './support/screenshots';

// Issue 31, "a second newcomer's walk": what each screen says is exactly what happened.

const LOCAL_ONLY = 'Only this browser can see your listings';

test('without a shared backend the lender is told the listing stays in this browser, and another browser’s “Tool not found” says why', async ({
  page,
  browser,
}, testInfo) => {
  await signUp(page);
  await page.goto('/lend');
  const formNotice = page.getByTestId('local-only-listings');
  await expect(formNotice).toContainText(LOCAL_ONLY);
  await expect(formNotice.getByRole('link', { name: 'Where your data is kept' })).toHaveAttribute(
    'href',
    '/privacy#where-data-is-kept',
  );
  await screenshotBothThemes(page, testInfo, 'lend-local-only', formNotice);

  const toolId = await listTool(page, { name: `Local saw ${Date.now()}`, rate: '0.01', collateral: '0.05' });
  await page.goto('/dashboard/my-tools');
  const myToolsNotice = page.getByTestId('local-only-listings');
  await expect(myToolsNotice).toContainText(LOCAL_ONLY);
  await screenshotBothThemes(page, testInfo, 'my-tools-local-only', myToolsNotice);

  // The docs link lands on the section that explains it.
  await myToolsNotice.getByRole('link', { name: 'Where your data is kept' }).click();
  await expect(page).toHaveURL(/\/privacy#where-data-is-kept$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Where your data is kept' })).toBeInViewport();

  // Another browser (a fresh context: its own storage) does not have the listing, and is told why.
  const other = await browser.newContext();
  try {
    const visitor = await other.newPage();
    await visitor.goto(new URL(`/tools/${toolId}`, page.url()).href);
    await expect(visitor.getByRole('heading', { name: 'Tool not found' })).toBeVisible();
    await expect(visitor.getByRole('main')).toContainText('listed in another browser');
  } finally {
    await other.close();
  }
});

test('the lender chooses the inspection period: the tool page shows it and the signed offer carries it', async ({
  page,
}, testInfo) => {
  // The signed-offer spec's lenders: signing sends no transaction, so their counts stay as that spec expects.
  const lender = testInfo.project.name === 'phone' ? DEV_ACCOUNTS[7] : DEV_ACCOUNTS[6];
  await installTestWallet(page, { account: lender, authorised: true });
  await signUp(page);
  await chooseRentalsMode(page, 'On-chain');

  const name = `Inspected sander ${testInfo.project.name} ${Date.now()}`;
  await page.goto('/lend');
  const period = page.getByLabel('Inspection period (days)');
  await expect(period).toHaveValue('1');
  await page.getByLabel('Tool Name').fill(name);
  await page.getByLabel('Description').fill('Listed by the newcomer walk.');
  await page.getByLabel('Category').selectOption('woodworking');
  await page.getByLabel('Location').fill('Elm Street, Springfield');
  await page.locator('input[type="file"]').setInputFiles([solidPng('sander.png', [200, 120, 40])]);
  await expect(page.getByRole('img', { name: 'Your tool, 1 of 1' })).toBeVisible();
  await page.getByLabel('Daily Rate (ETH)').fill('0.01');
  await page.getByLabel('Collateral Required (ETH)').fill('0.05');
  await period.fill('31');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page.getByText('The inspection period must be 1 to 30 days')).toBeVisible();
  await period.fill('5');
  await screenshotBothThemes(
    page,
    testInfo,
    'lend-inspection-period',
    page.getByRole('region', { name: 'Rental Terms' }),
  );
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page).toHaveURL(/\/tools\/tool-\d+$/);
  const toolId = new URL(page.url()).pathname.split('/').pop() ?? '';

  await expect(page.getByTestId('inspection-period')).toHaveText('5 days');
  await page.getByRole('button', { name: 'Offer for on-chain rental' }).click();
  await expect(toast(page, `${name} is open for on-chain rental`)).toBeVisible();
  const signed = await page.evaluate(
    ([key, id]) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{"offers":[]}') as {
        offers: { listingId: string; terms: { inspectionPeriodDuration: string } }[];
      };
      return stored.offers.find((offer) => offer.listingId === id)?.terms.inspectionPeriodDuration;
    },
    [SIGNED_OFFERS_KEY, toolId] as const,
  );
  expect(signed, 'the signed offer carries the lender’s 5 days').toBe(String(5 * 86_400));

  // Anyone sees it before renting.
  await signOut(page);
  await page.goto(`/tools/${toolId}`);
  await expect(page.getByTestId('inspection-period')).toHaveText('5 days');
  await screenshotBothThemes(page, testInfo, 'tool-inspection-period', page.getByTestId('tool-terms'));
});

const WALLET = DEV_ACCOUNTS[5];
const SHORT_WALLET = '0x9965...A4dc';

async function walletMenuButton(page: Page) {
  await openMobileMenu(page);
  const scope = isPhoneLayout(page) ? page.locator('#mobile-menu') : page.getByRole('banner');
  return scope.getByRole('button', { name: new RegExp(`Wallet.*${SHORT_WALLET.replace(/\./g, '\\.')}|Wrong Network`) });
}

test('the wallet’s address opens a small menu (copy, explorer, disconnect): one tap never disconnects', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await installTestWallet(page, { account: WALLET, authorised: true });
  await signUp(page);
  const button = await walletMenuButton(page);
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await button.click();
  const menu = page.getByRole('menu', { name: 'Wallet' });
  await expect(menu).toBeVisible();
  // Still connected: the tap opened the menu, nothing else.
  await expect(button).toContainText(SHORT_WALLET);
  await expect(menu.getByRole('menuitem', { name: 'Copy address' })).toBeFocused();
  await screenshotBothThemes(page, testInfo, 'wallet-menu');

  await menu.getByRole('menuitem', { name: 'Copy address' }).click();
  await expect(toast(page, 'Address copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(WALLET);
  await expect(menu).toBeHidden();

  // Escape closes it and gives the focus back.
  await button.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  // The local chain has no explorer, so the menu offers none; a public chain's does.
  await expect(menu.getByRole('menuitem', { name: /explorer/ })).toHaveCount(0);
  const reloaded = page.waitForEvent('load');
  await switchWalletChain(page, '0xaa36a7');
  await reloaded;
  const onSepolia = await walletMenuButton(page);
  await onSepolia.click();
  await expect(menu.getByRole('menuitem', { name: 'View on Sepolia explorer' })).toHaveAttribute(
    'href',
    `https://sepolia.etherscan.io/address/${WALLET}`,
  );

  await menu.getByRole('menuitem', { name: 'Disconnect wallet' }).click();
  await openMobileMenu(page);
  const scope = isPhoneLayout(page) ? page.locator('#mobile-menu') : page.getByRole('banner');
  await expect(scope.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
});

test('after Confirm Rental, My Rentals opens at its top with the focus on its heading, and the toast leaves the status in view', async ({
  page,
}, testInfo) => {
  await signUpWithWallet(page, DEV_ACCOUNTS[5]);
  await page.goto('/tools/tool-3');
  const toolName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: 'Rent This Tool' }).click();
  await page.getByLabel(/duration/i).fill('2');
  const confirm = page.getByRole('button', { name: 'Confirm Rental' });
  await confirm.scrollIntoViewIfNeeded();
  expect(await scrollTop(page), 'the form is below the fold').toBeGreaterThan(0);
  // Where the page is when the address changes: the old page must not stay there, scrolled down.
  await page.evaluate(() => {
    const seen: { path: string; scrollY: number; toolPage: boolean }[] = [];
    (window as unknown as { landing: typeof seen }).landing = seen;
    const observe = () => {
      if (location.pathname === '/dashboard' && seen.length < 200) {
        seen.push({
          path: location.pathname,
          scrollY: window.scrollY,
          toolPage: !!document.querySelector('[data-testid="tool-terms"], form [aria-label="Price summary"]'),
        });
      }
      requestAnimationFrame(observe);
    };
    requestAnimationFrame(observe);
  });
  await confirm.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const heading = page.getByRole('heading', { level: 1, name: 'My Rentals' });
  await expect(heading).toBeFocused();
  expect(await scrollTop(page)).toBe(0);
  const frames = await page.evaluate(
    () => (window as unknown as { landing: { scrollY: number; toolPage: boolean }[] }).landing,
  );
  // At most the one frame between the address change and React's render of it (on main the old page
  // stayed, scrolled down, frame after frame until My Rentals could draw).
  expect(
    frames.filter((frame) => frame.toolPage && frame.scrollY > 0).length,
    'frames showing the old page scrolled down at the new address',
  ).toBeLessThanOrEqual(1);

  const card = rentalCard(page, toolName);
  await expectRentalState(card, 'COLLATERAL DEPOSITED');
  const shown = toast(page, `Rented ${toolName}:`);
  if (await shown.isVisible()) {
    const [chip, toastBox] = await Promise.all([
      boxOf(card.getByText('COLLATERAL DEPOSITED', { exact: true })),
      boxOf(shown),
    ]);
    const overlaps =
      chip.x < toastBox.x + toastBox.width &&
      toastBox.x < chip.x + chip.width &&
      chip.y < toastBox.y + toastBox.height &&
      toastBox.y < chip.y + chip.height;
    expect(overlaps, 'the toast covers the new card’s status').toBe(false);
  }
  await screenshotBothThemes(page, testInfo, 'landing-after-rent');
});

test('Back to the home page returns to where it was left, however long the catalogue takes', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards.nth(8)).toBeVisible();
  // Down the page, well above its bottom: the sixth card at the top of the window.
  const sixth = cards.nth(5);
  await sixth.evaluate((card) => window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - 80));
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(300);
  const left = await scrollTop(page);
  await sixth.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/tools\/tool-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollTop(page)).toBe(left);
});

test('the header’s links stay on one line, and the owner’s rating shows once when the rental form opens', async ({
  page,
}) => {
  await signUpWithWallet(page, DEV_ACCOUNTS[4]);
  if (!isPhoneLayout(page)) {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const home = await boxOf(nav.getByRole('link', { name: 'Home' }));
    const lend = await boxOf(nav.getByRole('link', { name: 'Lend a Tool' }));
    expect(lend.height, '“Lend a Tool” on one line').toBe(home.height);
  }
  await page.goto('/tools/tool-2');
  await expect(page.getByTestId('rating-summary')).toHaveCount(1);
  await page.getByRole('button', { name: 'Rent This Tool' }).click();
  await expect(page.getByRole('button', { name: 'Confirm Rental' })).toBeVisible();
  await expect(page.getByTestId('rating-summary')).toHaveCount(1);
});
