import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { CHAT_DELAYS_MS } from './ChatClient';
import { ChatOverlay } from './ChatOverlay';
import { ATTACHMENTS_NOT_SENT, ATTACHMENT_TYPES } from './components/ChatThread';
import { ChatPanes } from './components/ChatPanes';
import { renderWithChat } from './test/renderWithChat';
import { ALICE, ME_USER, conversation, message } from './test/chatFixtures';
import { nth } from '../../test/defined';

// Testing Library lets user-event's pauses run on fake timers only when it sees Jest's API.
(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const setup = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

const database = () => ({
  conversations: [
    // A sample conversation (alice is a sample user) and a real one (bob's account is not a sample here).
    conversation({
      id: 'c1',
      toolName: 'Cordless Drill 18V',
      lastMessage: 'Saturday works',
      lastMessageAt: '2026-11-21T10:00:00.000Z',
      sample: true,
    }),
    conversation({
      id: 'c2',
      toolId: 'tool-2',
      toolName: 'Circular Saw 185 mm',
      lenderId: 'user-bob',
      lenderName: 'bob',
      lenderEmail: 'bob@toolshare.test',
      lastMessage: 'Blade included',
      lastMessageAt: '2026-11-20T10:00:00.000Z',
    }),
  ],
  messages: { c1: [message({ id: 'm1', senderId: ALICE.id, content: 'Saturday works' })], c2: [] },
});

async function openThread(user: ReturnType<typeof setup>, name: RegExp) {
  await user.click(screen.getByRole('button', { name }));
  await wait(CHAT_DELAYS_MS.fetchMessages + CHAT_DELAYS_MS.markRead);
}

describe('chat screens', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('loads the next page of conversations on "Load more conversations", with a loading row meanwhile', async () => {
    const many = Array.from({ length: 35 }, (_, index) =>
      conversation({
        id: `c${String(index).padStart(2, '0')}`,
        toolName: `Tool ${String(index)}`,
        lastMessageAt: new Date(Date.UTC(2026, 10, 21, 10, 59 - index)).toISOString(),
      }),
    );
    await renderWithChat(<ChatPanes />, { user: ME_USER, database: { conversations: many, messages: {} } });
    await wait(CHAT_DELAYS_MS.fetchConversations);
    // The rows' buttons (found by element: asking jsdom for the role of 35 rows each time is slow).
    const list = () => [...screen.getByRole('list', { name: 'Conversations' }).querySelectorAll('li > button')];
    expect(list()).toHaveLength(30);
    expect(nth(list(), -1, 'the last conversation shown')).toHaveAccessibleName('alice, about Tool 29');
    fireEvent.click(screen.getByRole('button', { name: 'Load more conversations' }));
    await wait(0);
    expect(screen.getByRole('status', { name: 'Loading more conversations' })).toBeInTheDocument();
    await wait(CHAT_DELAYS_MS.fetchConversations);
    expect(list()).toHaveLength(35);
    expect(nth(list(), -1, 'the last conversation shown')).toHaveAccessibleName('alice, about Tool 34');
    // The last page: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more conversations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading more conversations' })).not.toBeInTheDocument();
  });

  it('the send button is disabled while the message is blank; Enter sends the trimmed text and clears the input', async () => {
    const user = setup();
    await renderWithChat(<ChatPanes />, { user: ME_USER, database: database() });
    await wait(CHAT_DELAYS_MS.fetchConversations);
    await openThread(user, /about Cordless Drill/);

    const input = screen.getByPlaceholderText('Type a message...');
    const sendButton = screen.getByRole('button', { name: 'Send message' });
    expect(sendButton).toBeDisabled();
    await user.type(input, '    ');
    expect(sendButton).toBeDisabled();
    await user.keyboard('{Enter}');
    await wait(CHAT_DELAYS_MS.send);
    expect(within(screen.getByRole('list', { name: 'Messages with alice' })).getAllByRole('listitem')).toHaveLength(1);

    await user.type(input, '  See you at 10  ');
    expect(sendButton).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('');
    await wait(CHAT_DELAYS_MS.send);
    const sent = within(screen.getByRole('list', { name: 'Messages with alice' })).getByText('See you at 10');
    expect(sent).toHaveTextContent(/^You: See you at 10$/);
  });

  it("tells screen readers only what arrives from the other party, not the thread already there or one's own message", async () => {
    const user = setup();
    await renderWithChat(<ChatPanes />, { user: ME_USER, database: database() });
    await wait(CHAT_DELAYS_MS.fetchConversations);
    await openThread(user, /about Cordless Drill/);
    const arrival = screen.getByTestId('chat-arrival');
    expect(arrival).toHaveAttribute('role', 'status');
    expect(arrival).toHaveTextContent(/^$/);
    // The thread is not itself a live region (it would be read again on every change).
    expect(screen.getByRole('list', { name: 'Messages with alice' }).closest('[aria-live]')).toBeNull();

    await user.type(screen.getByPlaceholderText('Type a message...'), 'Is it free on Sunday?{Enter}');
    await wait(CHAT_DELAYS_MS.send);
    expect(arrival).toHaveTextContent(/^$/);
    await wait(CHAT_DELAYS_MS.reply);
    expect(arrival).toHaveTextContent(/^alice: Thanks for your message! When would you like to pick it up\?$/);
  });

  it("marks the sample conversation, and in a real one nobody types or answers in the other user's name", async () => {
    const user = setup();
    await renderWithChat(<ChatPanes />, { user: ME_USER, database: database() });
    await wait(CHAT_DELAYS_MS.fetchConversations);
    expect(screen.getByRole('button', { name: 'alice (sample), about Cordless Drill 18V' })).toBeInTheDocument();
    await openThread(user, /^bob, about Circular Saw/);
    // Only alice's row in the list is marked: bob's thread is not a sample.
    expect(screen.getAllByText('Sample')).toHaveLength(1);
    await user.type(screen.getByPlaceholderText('Type a message...'), 'Does it have a spare blade?{Enter}');
    await wait(CHAT_DELAYS_MS.send);
    expect(screen.getByRole('list', { name: 'Messages with bob' })).toHaveTextContent('Does it have a spare blade?');
    await wait(CHAT_DELAYS_MS.reply + CHAT_DELAYS_MS.markRead);
    expect(screen.queryByRole('status', { name: 'bob is typing' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Messages with bob' }).querySelectorAll('li')).toHaveLength(1);
    expect(screen.getByTestId('chat-arrival')).toHaveTextContent(/^$/);
  });

  it('keeps a message over 2000 characters as typed, says why it cannot go, and sends it once shortened', async () => {
    const user = setup();
    await renderWithChat(<ChatPanes />, { user: ME_USER, database: database() });
    await wait(CHAT_DELAYS_MS.fetchConversations);
    await openThread(user, /about Cordless Drill/);

    const input = screen.getByPlaceholderText('Type a message...');
    const long = 'x'.repeat(2001);
    await user.click(input);
    await user.paste(long);
    // (The toasts' alert region is always on the page too: the message is found by its text.)
    expect(
      screen
        .getByText('Messages can be at most 2000 characters; this one has 2001. Shorten it or send it in parts.')
        .closest('[role="alert"]'),
    ).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(input).toHaveValue(long);
    await user.keyboard('{Backspace}{Enter}');
    await wait(CHAT_DELAYS_MS.send);
    expect(input).toHaveValue('');
    expect(screen.queryByText(/Messages can be at most 2000 characters/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Messages with alice' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('a draft belongs to its conversation: opening another one starts with an empty composer', async () => {
    const user = setup();
    await renderWithChat(<ChatPanes />, { user: ME_USER, database: database() });
    await wait(CHAT_DELAYS_MS.fetchConversations);
    await openThread(user, /about Cordless Drill/);
    await user.type(screen.getByPlaceholderText('Type a message...'), 'Is Saturday still fine?');
    expect(screen.getByPlaceholderText('Type a message...')).toHaveValue('Is Saturday still fine?');

    await openThread(user, /about Circular Saw/);
    expect(screen.getByRole('heading', { name: 'bob' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type a message...')).toHaveValue('');
  });

  it('searches conversations by the other party, the tool and the last message', async () => {
    const user = setup();
    await renderWithChat(<ChatPanes />, { user: ME_USER, database: database() });
    await wait(CHAT_DELAYS_MS.fetchConversations);
    const search = screen.getByPlaceholderText('Search conversations...');
    // The one conversation found (getByRole fails when there are more).
    const found = () => within(screen.getByRole('list', { name: 'Conversations' })).getByRole('button');

    await user.type(search, 'BOB');
    expect(found()).toHaveAccessibleName('bob, about Circular Saw 185 mm');
    await user.clear(search);
    await user.type(search, 'drill');
    expect(found()).toHaveAccessibleName('alice (sample), about Cordless Drill 18V');
    await user.clear(search);
    await user.type(search, 'blade');
    expect(found()).toHaveAccessibleName('bob, about Circular Saw 185 mm');
    await user.clear(search);
    await user.type(search, 'wheelbarrow');
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
    expect(screen.getByText('No conversations match “wheelbarrow”.')).toBeInTheDocument();
  });

  it('shows the empty list and the empty thread as specified', async () => {
    await renderWithChat(<ChatPanes />, { user: ME_USER, database: { conversations: [], messages: {} } });
    await wait(CHAT_DELAYS_MS.fetchConversations);
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText('Start a conversation by contacting a tool owner or renter')).toBeInTheDocument();
    expect(screen.getByText('No conversation selected')).toBeInTheDocument();
    expect(screen.getByText('Choose a conversation to start messaging')).toBeInTheDocument();
  });

  it('one pane at a time on small screens: the thread hides the list until Back', async () => {
    const user = setup();
    await renderWithChat(<ChatPanes />, { user: ME_USER, database: database() });
    await wait(CHAT_DELAYS_MS.fetchConversations);
    const listPane = screen.getByRole('region', { name: 'Conversations' });
    const threadPane = screen.getByRole('region', { name: 'Conversation' });
    expect(listPane).toHaveAttribute('data-small-screen', 'shown');
    expect(threadPane).toHaveAttribute('data-small-screen', 'hidden');
    await openThread(user, /about Cordless Drill/);
    expect(listPane).toHaveAttribute('data-small-screen', 'hidden');
    expect(threadPane).toHaveAttribute('data-small-screen', 'shown');
    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(listPane).toHaveAttribute('data-small-screen', 'shown');
    expect(threadPane).toHaveAttribute('data-small-screen', 'hidden');
    expect(screen.getByText('No conversation selected')).toBeInTheDocument();
  });

  it('the attach button takes images, PDF and Word files and says they are not sent', async () => {
    const user = setup();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await renderWithChat(<ChatPanes />, { user: ME_USER, database: database() });
    await wait(CHAT_DELAYS_MS.fetchConversations);
    await openThread(user, /about Cordless Drill/);
    const picker = screen.getByTestId('chat-attachment-input');
    expect(picker).toHaveAttribute('accept', ATTACHMENT_TYPES);
    expect(ATTACHMENT_TYPES.split(',')).toEqual(expect.arrayContaining(['image/*', '.pdf', '.doc', '.docx']));
    await user.upload(picker, new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(screen.getByText(ATTACHMENTS_NOT_SENT)).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.any(String), ['receipt.pdf']);
    log.mockRestore();
  });
});

/** The overlay as the header uses it, plus a link elsewhere. */
function OverlayHarness() {
  const navigate = useNavigate();
  return (
    <Routes>
      <Route
        path="*"
        element={
          <OverlayState>
            {(open, setOpen) => (
              <>
                <button type="button" onClick={() => setOpen(true)}>
                  Open messages
                </button>
                <button type="button" onClick={() => void navigate('/elsewhere')}>
                  Go elsewhere
                </button>
                <ChatOverlay open={open} onClose={() => setOpen(false)} />
              </>
            )}
          </OverlayState>
        }
      />
    </Routes>
  );
}

function OverlayState({ children }: { children: (open: boolean, setOpen: (open: boolean) => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return <>{children(open, setOpen)}</>;
}

describe('ChatOverlay', () => {
  afterEach(() => vi.useRealTimers());

  it('signed out, it shows the Authentication Required notice', async () => {
    const user = userEvent.setup();
    await renderWithChat(<OverlayHarness />);
    await user.click(screen.getByRole('button', { name: 'Open messages' }));
    const dialog = screen.getByRole('dialog', { name: 'Messages' });
    expect(within(dialog).getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(within(dialog).getByText('Please sign in to access your messages.')).toBeInTheDocument();
  });

  it('closes with its button, with Escape and when the page changes', async () => {
    const user = userEvent.setup();
    await renderWithChat(<OverlayHarness />, { user: ME_USER, database: database() });
    await user.click(screen.getByRole('button', { name: 'Open messages' }));
    expect(await screen.findByRole('dialog', { name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /about Cordless Drill/ }, { timeout: 2000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close messages' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open messages' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open messages' }));
    // Navigating from outside (e.g. a link followed inside the overlay).
    act(() => screen.getByRole('button', { name: 'Go elsewhere', hidden: true }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
