// The public surface of features/help: the rental rules in plain words, and the frame of the help pages.
export { HelpArticle } from './HelpArticle';
export {
  HOW_IT_WORKS,
  RENTAL_TERMS,
  RULE_NUMBERS,
  RULE_WORDS,
  shareInWords,
  type HelpSection,
} from './rentalRuleWords';
export { FAQ, PRIVACY, SAFETY_TIPS } from './sitePageWords';
