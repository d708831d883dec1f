import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** axe-core's browser build, injected into the page (no network, no extra Playwright package). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * axe-core's landmark rules (all "moderate", so not among the serious ones): one banner, main and
 * contentinfo, each at the top level, landmarks told apart by their names, and all content inside one.
 */
export const LANDMARK_RULES = [
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-unique',
  'landmark-one-main',
  'landmark-banner-is-top-level',
  'landmark-main-is-top-level',
  'landmark-complementary-is-top-level',
  'landmark-contentinfo-is-top-level',
  'region',
];

/** Runs axe-core (WCAG 2.x A and AA, plus best practices) on the page as it is now: every violation. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    interface AxeResult {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string }[] }[];
    }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
    }));
  });
}

/** The serious and critical violations among `violations`. */
export const seriousOnes = (violations: AxeViolation[]): AxeViolation[] =>
  violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');

/** The violations of the landmark rules among `violations`, whatever their impact. */
export const landmarkOnes = (violations: AxeViolation[]): AxeViolation[] =>
  violations.filter((violation) => LANDMARK_RULES.includes(violation.id));
