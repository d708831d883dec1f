import { supabaseSettings, type SupabaseEnvironment } from '../../shared/supabase/supabaseClient';
import { forwardTo, loadOnce, subscribeWhenLoaded } from '../../shared/lazy/loadOnce';
import type { ChatClient } from './ChatClient';
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

/** How the other party's messages arrive: the simulated owner replies to each message (`awaitReply`), a live chat pushes them (`subscribe`). */
type Replies = 'simulated' | 'live';

/**
 * A chat client whose code is imported on first use (and once): the simulated client loads with a
 * user's first chat, the Supabase one (and supabase-js) only when configured. A visitor's first
 * page downloads neither. It has the optional member of its kind of chat, as the loaded client does.
 */
function lazyChatClient(create: () => Promise<ChatClient>, replies: Replies): ChatClient {
  const load = loadOnce(create);
  const method = forwardTo(load);
  const client: ChatClient = {
    fetchConversations: method('fetchConversations'),
    fetchMessages: method('fetchMessages'),
    fetchEarlierMessages: method('fetchEarlierMessages'),
    sendMessage: method('sendMessage'),
    createConversation: method('createConversation'),
    markRead: method('markRead'),
  };
  if (replies === 'live') {
    client.subscribe = (listener) =>
      subscribeWhenLoaded(load(), (loaded) => loaded.subscribe?.(listener) ?? noSubscription);
  } else {
    client.awaitReply = (conversationId) =>
      load().then((loaded) => {
        if (!loaded.awaitReply) throw new Error('This chat client does not reply');
        return loaded.awaitReply(conversationId);
      });
  }
  return client;
}

const noSubscription = () => {
  // Nothing was subscribed.
};

/**
 * The chat in the Supabase project when one is configured (as for accounts), else simulated in
 * this browser with the sample conversations, kept in localStorage across reloads.
 */
export function createChatBackend(environment: SupabaseEnvironment = import.meta.env): ChatBackend {
  const settings = supabaseSettings(environment);
  if (settings) {
    return {
      createClient: (me) =>
        lazyChatClient(
          () =>
            import('./supabase/SupabaseChatClient').then(({ createSupabaseChatClient }) =>
              createSupabaseChatClient(settings, me),
            ),
          'live',
        ),
      storage: noChatStorage,
    };
  }
  return {
    createClient: (me, database) =>
      lazyChatClient(
        () => import('./ChatClient').then(({ SimulatedChatClient }) => new SimulatedChatClient(me, database)),
        'simulated',
      ),
    storage: browserChatStorage,
  };
}
