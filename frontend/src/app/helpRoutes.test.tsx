import { afterAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAppAt } from './test/renderAppAt';
import { settledQueries } from '../test/settledQueries';
import {
  FAQ,
  HOW_IT_WORKS,
  PRIVACY,
  RENTAL_TERMS,
  RULE_NUMBERS,
  SAFETY_TIPS,
  type HelpSection,
} from '../features/help';
import { HELP_PATHS } from '../shared/helpPaths';

// Every render starts the catalogue's load: let the last answer arrive before the test environment
// (and its window) goes away.
afterAll(() => settledQueries());

/** Renders a help page and checks its title (page and tab) and its sections' headings; returns its main. */
async function expectArticle(path: string, title: string, sections: readonly HelpSection[]) {
  await renderAppAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(document.title).toBe(`${title} · Toolshare`);
  const main = screen.getByRole('main');
  for (const section of sections)
    expect(within(main).getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
  return main;
}

describe.each([
  { path: HELP_PATHS.howItWorks, title: 'How it works', sections: HOW_IT_WORKS, other: 'Rental terms' },
  { path: HELP_PATHS.rentalTerms, title: 'Rental terms', sections: RENTAL_TERMS, other: 'How it works' },
])('$path', ({ path, title, sections, other }) => {
  it('shows its title, its sections and the rule table’s numbers', async () => {
    const main = await expectArticle(path, title, sections);
    expect(main).toHaveTextContent(`an inspection period of ${RULE_NUMBERS.inspectionPeriod}`);
    expect(main).toHaveTextContent(`within ${RULE_NUMBERS.rulingPeriod} of the dispute`);
    expect(main).toHaveTextContent(`split in ${RULE_NUMBERS.defaultShare}`);
    expect(within(main).getByRole('link', { name: other })).toBeInTheDocument();
  });

  it('is linked from the footer', async () => {
    await renderAppAt('/no/such/page');
    const footer = await screen.findByRole('contentinfo');
    const name = title === 'How it works' ? 'How It Works' : 'Rental Agreement';
    expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', path);
  });
});

describe.each([
  { path: HELP_PATHS.safetyTips, title: 'Safety tips', sections: SAFETY_TIPS, link: 'Safety Tips' },
  { path: HELP_PATHS.faq, title: 'Frequently asked questions', sections: FAQ, link: 'FAQ' },
  { path: HELP_PATHS.privacy, title: 'Privacy', sections: PRIVACY, link: 'Privacy Policy' },
])('$path (a footer page written from the rules)', ({ path, title, sections, link }) => {
  it('shows its title and sections, and the footer links to it', async () => {
    await expectArticle(path, title, sections);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: link })).toHaveAttribute('href', path);
  });
});

it('the footer offers no entry that leads nowhere', async () => {
  await renderAppAt('/no/such/page');
  const footer = await screen.findByRole('contentinfo');
  for (const item of within(footer).getAllByRole('listitem')) expect(within(item).getByRole('link')).toBeVisible();
  for (const gone of ['Community Guidelines', 'Terms of Service', 'Cookie Policy'])
    expect(within(footer).queryByText(gone)).toBeNull();
});
