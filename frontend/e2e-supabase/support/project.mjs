// The Supabase project the app is built against for these tests: a host no network resolves, so
// nothing leaves the machine; the tests answer it with recorded-style responses.
export const RECORDED_SUPABASE_URL = 'http://supabase.test';
export const RECORDED_ANON_KEY = 'e2e-anon-key';
