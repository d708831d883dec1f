import { expect, test } from '@playwright/test';
import { cardNames, signUpAsLender, solidPng } from './support/tools';
import { nth } from '../src/test/defined';

test.describe('browsing the catalogue', () => {
  test('home lists the sample tools, searches, filters by category and sorts by price', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('article')).toHaveCount(10);
    const jack = page.getByRole('article', { name: 'Hydraulic Floor Jack 2t' });
    await expect(jack.getByText('Currently Rented')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Cordless Drill 18V' }).getByText('0.012 ETH')).toBeVisible();

    await page.getByLabel('Search the catalogue').fill('springfield');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\?search=springfield$/);
    await expect(page.getByRole('article')).toHaveCount(8);

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Category').selectOption('power tools');
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.getByLabel('Sort By').selectOption({ label: 'Price: Low to High' });
    await expect.poll(() => cardNames(page)).toEqual(['Cordless Drill 18V', 'Angle Grinder 125 mm']);
    await page.getByLabel('Sort By').selectOption({ label: 'Price: High to Low' });
    await expect.poll(() => cardNames(page)).toEqual(['Angle Grinder 125 mm', 'Cordless Drill 18V']);
    await expect(page).toHaveURL(/search=springfield&category=power\+tools&sort=priceDesc/);

    await page.getByLabel('Category').selectOption('plumbing');
    await page.getByLabel('Search the catalogue').fill('laser');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No tools found matching your criteria.')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search query.')).toBeVisible();
  });

  test('a tool page: gallery, breadcrumbs, specifications, similar tools and the signed-out action area', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('article', { name: 'Cordless Drill 18V' }).click();
    await expect(page).toHaveURL(/\/tools\/tool-1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cordless Drill 18V' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(breadcrumb.getByRole('link', { name: 'Power Tools' })).toBeVisible();
    await expect(page.getByText('13 mm keyless chuck')).toBeVisible();
    await expect(page.getByRole('link', { name: 'alice' })).toHaveAttribute('href', '/user/user-alice');

    const gallery = page.getByRole('region', { name: 'Photos' });
    await expect(gallery.getByRole('img', { name: 'Cordless Drill 18V, photo 1 of 3' })).toBeVisible();
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(gallery.getByRole('img', { name: 'Cordless Drill 18V, photo 2 of 3' })).toBeVisible();
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect(gallery.getByRole('img', { name: 'Cordless Drill 18V, photo 3 of 3' })).toBeVisible();
    await gallery.getByRole('button', { name: 'Show photo 1' }).click();
    await expect(gallery.getByRole('img', { name: 'Cordless Drill 18V, photo 1 of 3' })).toBeVisible();
    // The photos are bundled with the app and really load.
    await expect
      .poll(() =>
        gallery
          .getByRole('img')
          .first()
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);

    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');

    const similar = page.getByRole('region', { name: 'Similar Tools' });
    await expect(similar.getByRole('article')).toHaveCount(1);
    await similar.getByRole('article', { name: 'Angle Grinder 125 mm' }).click();
    await expect(page).toHaveURL(/\/tools\/tool-10$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Angle Grinder 125 mm' })).toBeVisible();
  });

  test('an unavailable tool says so, and an unknown id says the tool is not found', async ({ page }) => {
    await page.goto('/tools/tool-4');
    await expect(page.getByRole('heading', { name: 'Currently Unavailable' })).toBeVisible();
    await page.goto('/tools/tool-does-not-exist');
    await expect(page.getByRole('heading', { name: 'Tool not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse all tools' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('lending a tool', () => {
  test('signed out, /lend asks to log in', async ({ page }) => {
    await page.goto('/lend');
    await expect(page.getByRole('heading', { name: 'You must be logged in to list a tool' })).toBeVisible();
  });

  test('list a tool with photos, find it after a reload, edit it, and delete it from My Tools', async ({ page }) => {
    await signUpAsLender(page);

    // Signed in without a wallet: renting asks for one.
    await page.goto('/tools/tool-1');
    await expect(page.getByRole('heading', { name: 'Wallet Connection Required' })).toBeVisible();

    await page.goto('/dashboard/my-tools');
    await expect(page.getByRole('heading', { name: 'No tools listed yet' })).toBeVisible();
    await page.getByRole('link', { name: 'List Your First Tool' }).click();
    await expect(page).toHaveURL(/\/lend$/);

    // Nothing filled in: the form says what is missing.
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(page.getByText('Tool name is required')).toBeVisible();
    await expect(page.getByText('Please upload at least one photo of your tool')).toBeVisible();

    const name = `Tile Cutter ${Date.now()}`;
    await page.getByLabel('Tool Name').fill(name);
    await page.getByLabel('Description').fill('Manual tile cutter for ceramic and porcelain up to 600 mm.');
    await page.getByLabel('Category').selectOption('construction');
    await page.getByLabel('Location').fill('Birch Close, Springfield');
    const photoInput = page.locator('input[type="file"]');
    await photoInput.setInputFiles([solidPng('red.png', [220, 38, 38]), solidPng('green.png', [22, 163, 74])]);
    await expect(page.getByRole('img', { name: /^Your tool, \d of 2$/ })).toHaveCount(2);
    await photoInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect(page.getByText('“notes.txt” is not an image. Only image files can be added.')).toBeVisible();
    await page.getByLabel('Specification 1', { exact: true }).fill('600 mm rail');
    await page.getByRole('button', { name: 'Add Specification' }).click();
    await page.getByLabel('Specification 2', { exact: true }).fill('   ');
    await page.getByLabel('Daily Rate (ETH)').fill('0.007');
    await page.getByLabel('Collateral Required (ETH)').fill('0.03');
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(page.getByRole('button', { name: 'Creating Listing...' })).toBeVisible();

    await expect(page).toHaveURL(/\/tools\/tool-\d+$/);
    const toolUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This is your own listing' })).toBeVisible();
    await expect(page.getByText('600 mm rail')).toBeVisible();
    // The picked photo is the photo shown: downscaled in the browser to a JPEG, red as picked.
    const mainPhoto = page.getByRole('region', { name: 'Photos' }).getByRole('img', { name: `${name}, photo 1 of 2` });
    await expect(mainPhoto).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    const centreColour = () =>
      mainPhoto.evaluate((image: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('The browser gave no 2D canvas context');
        context.drawImage(image, 0, 0);
        return Array.from(context.getImageData(canvas.width >> 1, canvas.height >> 1, 1, 1).data.slice(0, 3));
      });
    await expect
      .poll(async () => {
        const colour = await centreColour();
        return nth(colour, 0, 'red') > 180 && nth(colour, 1, 'green') < 80 && nth(colour, 2, 'blue') < 80;
      })
      .toBe(true);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Photos' }).getByRole('img', { name: `${name}, photo 1 of 2` }),
    ).toHaveAttribute('src', /^data:image\/jpeg/);
    await page.goto('/');
    await expect(page.getByRole('article', { name })).toBeVisible();

    await page.goto('/dashboard/my-tools');
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Available', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: `Actions for ${name}` }).click();
    await card.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/lend\?edit=tool-\d+$/);
    await expect(page.getByLabel('Tool Name')).toHaveValue(name);
    await expect(page.getByLabel('Daily Rate (ETH)')).toHaveValue('0.007');
    await expect(page.getByRole('img', { name: /^Your tool, \d of 2$/ })).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove photo 1' }).click();
    const renamed = `${name} (with scoring wheel)`;
    await page.getByLabel('Tool Name').fill(renamed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeVisible();
    await expect(page).toHaveURL(toolUrl);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    // One photo left: the green one, and no gallery buttons.
    await expect(page.getByRole('button', { name: 'Next photo' })).toHaveCount(0);

    await page.goto('/dashboard/my-tools');
    const editedCard = page.getByRole('article', { name: renamed });
    await editedCard.getByRole('button', { name: `Actions for ${renamed}` }).click();
    await editedCard.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(
      editedCard.getByText('Are you sure you want to delete this tool? This action cannot be undone.'),
    ).toBeVisible();
    await editedCard.getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(page.getByRole('heading', { name: 'No tools listed yet' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'No tools listed yet' })).toBeVisible();
    await page.goto(toolUrl);
    await expect(page.getByRole('heading', { name: 'Tool not found' })).toBeVisible();
  });
});
