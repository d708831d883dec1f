export declare const RECORDED_SUPABASE_URL: string;
export declare const RECORDED_ANON_KEY: string;
