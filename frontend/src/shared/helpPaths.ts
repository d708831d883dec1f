/**
 * Where the help pages live: the router, the footer and the rental form link by these. Here in
 * shared/ rather than in features/help, which reads the rental rules: the rental form linking
 * through features/help would import features/rentals into itself.
 */
export const HELP_PATHS = {
  howItWorks: '/how-it-works',
  rentalTerms: '/rental-terms',
  safetyTips: '/safety-tips',
  faq: '/faq',
  privacy: '/privacy',
} as const;
