// Supabase Edge Function (Deno): links a wallet to the caller's account once its SIWE signature
// verifies. All decisions are in linkWallet.ts (tested with vitest); this file only connects them
// to the service-role client, which is the one role allowed to write users.wallet_address.
//
// Secrets: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by Supabase;
// WALLET_LINK_DOMAINS (comma-separated hosts of the app, e.g. "toolshare.example,localhost:5173")
// and WALLET_LINK_CHAIN_IDS (comma-separated chain ids the app supports, e.g. "1,11155111") are
// set with `supabase secrets set`. The message's URI must be https://<one of those hosts>
// (http:// too for localhost).
import { createClient } from '@supabase/supabase-js';
import { createLinkWalletHandler, type LinkWalletBackend } from './linkWallet.ts';

const admin = createClient(Deno.env.get('SUPABASE_URL') ?? '', Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '', {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

const backend: LinkWalletBackend = {
  async userOfAccessToken(accessToken) {
    // Asks the auth service, so a revoked session or a deleted user is refused too.
    const { data, error } = await admin.auth.getUser(accessToken);
    if (error || !data.user) return null;
    return { id: data.user.id, email: data.user.email ?? '' };
  },

  async issueNonce(userId) {
    const { data, error } = await admin.rpc('issue_wallet_link_nonce', { for_user: userId });
    if (error) throw error;
    return String(data);
  },

  async consumeNonce(userId, nonce) {
    const { data, error } = await admin.rpc('consume_wallet_link_nonce', { for_user: userId, used_nonce: nonce });
    if (error) throw error;
    return data === true;
  },

  async saveWalletAddress(user, walletAddress) {
    const { data, error } = await admin
      .from('users')
      .update({ wallet_address: walletAddress })
      .eq('id', user.id)
      .select('id');
    if (error) throw error;
    if (data.length > 0) return;
    // An account made before the sign-up trigger existed has no profile row yet.
    const { error: insertError } = await admin
      .from('users')
      .insert({ id: user.id, email: user.email, wallet_address: walletAddress });
    if (insertError) throw insertError;
  },
};

const allowedDomains = (Deno.env.get('WALLET_LINK_DOMAINS') ?? '')
  .split(',')
  .map((domain) => domain.trim())
  .filter(Boolean);

const allowedChainIds = (Deno.env.get('WALLET_LINK_CHAIN_IDS') ?? '')
  .split(',')
  .map((chainId) => Number(chainId.trim()))
  .filter((chainId) => Number.isSafeInteger(chainId) && chainId > 0);

Deno.serve(createLinkWalletHandler(backend, { allowedDomains, allowedChainIds }));
