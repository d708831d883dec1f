// The lender's inspection period of a listing. Apart from types.ts, whose chunk the home page loads.
import type { Tool } from './types';

/** The inspection period a listing gets unless its lender chooses another (days). */
export const DEFAULT_INSPECTION_PERIOD_DAYS = 1;
/** The inspection periods the contract accepts, in whole days (MIN/MAX_INSPECTION_PERIOD). */
export const INSPECTION_PERIOD_DAYS = { min: 1, max: 30 } as const;
/** What the form and the database (tools_inspection_period_days_range) refuse outside those bounds. */
export const INSPECTION_PERIOD_ERROR = `The inspection period must be ${INSPECTION_PERIOD_DAYS.min} to ${INSPECTION_PERIOD_DAYS.max} days`;

/** The listing's inspection period in days: the lender's choice, else the default. */
export const inspectionPeriodDaysOf = (tool: Pick<Tool, 'inspectionPeriodDays'>): number =>
  tool.inspectionPeriodDays ?? DEFAULT_INSPECTION_PERIOD_DAYS;
