import { supabaseSettings } from '../../shared/supabase/supabaseClient';
import { localReviewStore } from './localReviewStore';
import { supabaseReviewStore } from './supabase/supabaseReviewStore';
import type { ReviewStore } from './types';

let pageStore: ReviewStore | null = null;

/** The page's review store: the Supabase project's table when one is configured, else this browser. */
export function reviewStore(): ReviewStore {
  if (!pageStore) {
    const settings = supabaseSettings();
    pageStore = settings ? supabaseReviewStore(settings) : localReviewStore;
  }
  return pageStore;
}
