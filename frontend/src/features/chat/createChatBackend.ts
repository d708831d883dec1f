import { supabaseSettings, type SupabaseEnvironment, type SupabaseSettings } from '../../shared/supabase/supabaseClient';
import { loadOnce, subscribeWhenLoaded } from '../../shared/lazy/loadOnce';
import { SimulatedChatClient, type ChatClient } from './ChatClient';
import { browserChatStorage, type ChatStorage } from './chatPersistence';
import type { ChatDatabase } from './sampleConversations';
import type { ChatParticipant } from './types';

/** Builds the chat client of a signed-in user from the chat they start with (the simulated chat's samples). */
export type ChatClientFactory = (me: ChatParticipant, database: ChatDatabase) => ChatClient;

/** Where a user's chat comes from and where the page keeps it between visits. */
export interface ChatBackend {
  createClient: ChatClientFactory;
  storage: ChatStorage;
}

/** Nothing kept in the browser: the Supabase chat is read from the database at each start. */
const noChatStorage: ChatStorage = {
  getItem: () => Promise.resolve(null),
  setItem: () => Promise.resolve(),
};

/** The Supabase chat of `me`, its code (and supabase-js) imported on first use: the local mode's first page does not download it. */
function lazySupabaseChatClient(settings: SupabaseSettings, me: ChatParticipant): ChatClient {
  const load = loadOnce(() => import('./supabase/SupabaseChatClient').then(({ createSupabaseChatClient }) => createSupabaseChatClient(settings, me)));
  return {
    fetchConversations: (after) => load().then((loaded) => loaded.fetchConversations(after)),
    fetchMessages: (conversationId) => load().then((loaded) => loaded.fetchMessages(conversationId)),
    sendMessage: (conversationId, content) => load().then((loaded) => loaded.sendMessage(conversationId, content)),
    createConversation: (input) => load().then((loaded) => loaded.createConversation(input)),
    markRead: (conversationId) => load().then((loaded) => loaded.markRead(conversationId)),
    subscribe: (listener) => subscribeWhenLoaded(load(), (loaded) => loaded.subscribe(listener)),
  };
}

/**
 * The chat in the Supabase project when one is configured (as for accounts), else simulated in
 * this browser with the sample conversations, kept in localStorage across reloads.
 */
export function createChatBackend(environment: SupabaseEnvironment = import.meta.env): ChatBackend {
  const settings = supabaseSettings(environment);
  if (settings) return { createClient: (me) => lazySupabaseChatClient(settings, me), storage: noChatStorage };
  return { createClient: (me, database) => new SimulatedChatClient(me, database), storage: browserChatStorage };
}
