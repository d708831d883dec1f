import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Tool } from '../tools';
import type { User } from '../accounts';
import { CHAT_DELAYS_MS, SIMULATED_REPLIES, SimulatedChatClient } from './ChatClient';
import { MessageRefusedError } from './messageRefused';
import { CHAT_MESSAGES, useChat } from './ChatProvider';
import { CHAT_PERSIST_KEY } from './chatPersistence';
import { ChatPanes } from './components/ChatPanes';
import { renderWithChat, UnreadProbe } from './test/renderWithChat';
import { expectDefined, nth } from '../../test/defined';

/** A sample user's own account: the specification's sample chats are theirs (everyone else starts with none). */
const SAM: User = { id: 'user-dave-local', email: 'dave@toolshare.test' };

const tool = (overrides: Partial<Tool> = {}): Tool => ({
  id: 'tool-1',
  name: 'Cordless Drill 18V',
  description: '',
  imageUrls: ['/drill.svg'],
  category: 'power tools',
  location: 'Springfield',
  rentalRate: 0.012,
  collateralRequired: 0.06,
  ownerId: 'user-alice',
  ownerName: 'alice',
  ownerWalletAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  specifications: [],
  available: true,
  createdAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

/** A button per tool that calls startConversation and shows a refusal. */
function ContactOwner({ tools }: { tools: Tool[] }) {
  const { startConversation } = useChat();
  return (
    <>
      {tools.map((item) => (
        <button
          key={item.id}
          type="button"
          onClick={() =>
            void startConversation(item).catch((error: unknown) =>
              document.body.setAttribute('data-refused', error instanceof Error ? error.message : String(error)),
            )
          }
        >
          Contact about {item.name}
        </button>
      ))}
    </>
  );
}

/** Types into the composer and presses Enter (submits its form). */
function send(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.submit(expectDefined(input.closest('form'), 'the composer form'));
}
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const unread = () => screen.getByLabelText('unread total').textContent;
const conversationButtons = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('button');

describe('ChatProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    // A spied client method never outlives its test, even one that failed.
    vi.restoreAllMocks();
    document.body.removeAttribute('data-refused');
  });

  it('loads the sample conversations after 800 ms with the unread total', async () => {
    await renderWithChat(
      <>
        <UnreadProbe />
        <ChatPanes />
      </>,
      { user: SAM },
    );
    await wait(CHAT_DELAYS_MS.fetchConversations - 1);
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
    await wait(1);
    const names = [
      'alice (sample), about Cordless Drill 18V, 2 unread',
      'bob (sample), about Circular Saw 185 mm',
      'carol (sample), about Hedge Trimmer, 1 unread',
    ];
    const buttons = conversationButtons();
    expect(buttons).toHaveLength(names.length);
    names.forEach((name, index) => expect(nth(buttons, index, 'conversation')).toHaveAccessibleName(name));
    expect(unread()).toBe('3');
  });

  it('opening a thread loads its messages and marks them read', async () => {
    await renderWithChat(
      <>
        <UnreadProbe />
        <ChatPanes />
      </>,
      { user: SAM },
    );
    await wait(CHAT_DELAYS_MS.fetchConversations);
    fireEvent.click(screen.getByRole('button', { name: /about Cordless Drill/ }));
    expect(screen.getByRole('status', { name: 'Loading messages' })).toBeInTheDocument();
    await wait(CHAT_DELAYS_MS.fetchMessages);
    expect(
      within(screen.getByRole('list', { name: 'Messages with alice' })).getByText(
        'You can pick it up on Saturday morning if that suits you.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'alice' })).toBeInTheDocument();
    expect(screen.getByText('About: Cordless Drill 18V')).toBeInTheDocument();
    expect(unread()).toBe('3');
    await wait(CHAT_DELAYS_MS.markRead);
    expect(unread()).toBe('1');
    expect(screen.getByRole('button', { name: 'alice (sample), about Cordless Drill 18V' })).toBeInTheDocument();
  });

  it('sends the trimmed text, clears the input, shows the typing indicator and the reply', async () => {
    await renderWithChat(
      <>
        <UnreadProbe />
        <ChatPanes />
      </>,
      { user: SAM },
    );
    await wait(CHAT_DELAYS_MS.fetchConversations);
    fireEvent.click(screen.getByRole('button', { name: /about Circular Saw/ }));
    await wait(CHAT_DELAYS_MS.fetchMessages + CHAT_DELAYS_MS.markRead);

    const input = screen.getByPlaceholderText('Type a message...');
    send(input, '   Can I pick it up at 10?   ');
    expect(input).toHaveValue('');
    await wait(CHAT_DELAYS_MS.send);
    const thread = screen.getByRole('list', { name: 'Messages with bob' });
    const mine = within(thread).getByText('Can I pick it up at 10?');
    expect(mine.textContent).toBe('You: Can I pick it up at 10?');
    expect(mine.closest('li')).toHaveAttribute('data-own', 'true');
    // The list shows it as the last message, the conversation first.
    expect(conversationButtons()[0]).toHaveTextContent('Can I pick it up at 10?');

    expect(screen.getByRole('status', { name: 'bob is typing' })).toBeInTheDocument();
    await wait(CHAT_DELAYS_MS.reply);
    expect(screen.queryByRole('status', { name: 'bob is typing' })).not.toBeInTheDocument();
    const reply = within(thread).getByText(SIMULATED_REPLIES[0]);
    expect(reply.closest('li')).toHaveAttribute('data-own', 'false');
    // Read at once, since the thread is open.
    await wait(CHAT_DELAYS_MS.markRead);
    expect(unread()).toBe('3');
  });

  it("a message the backend refuses with a sentence (a quota reached) shows that sentence; any other failure the specification's words", async () => {
    const quota = 'You can send at most 30 messages a minute. Wait a moment, then send it again.';
    vi.spyOn(SimulatedChatClient.prototype, 'sendMessage')
      .mockRejectedValueOnce(new MessageRefusedError(quota))
      .mockRejectedValueOnce(new Error('offline'));
    await renderWithChat(<ChatPanes />, { user: SAM });
    await wait(CHAT_DELAYS_MS.fetchConversations);
    fireEvent.click(screen.getByRole('button', { name: /about Circular Saw/ }));
    await wait(CHAT_DELAYS_MS.fetchMessages + CHAT_DELAYS_MS.markRead);
    const input = screen.getByPlaceholderText('Type a message...');
    send(input, 'First');
    await wait(0);
    expect(screen.getByText(quota)).toBeInTheDocument();
    send(input, 'Second');
    await wait(0);
    expect(screen.getByText(CHAT_MESSAGES.sendFailed)).toBeInTheDocument();
  });

  it('a reply to a thread that is closed counts as unread', async () => {
    await renderWithChat(
      <>
        <UnreadProbe />
        <ChatPanes />
      </>,
      { user: SAM },
    );
    await wait(CHAT_DELAYS_MS.fetchConversations);
    fireEvent.click(screen.getByRole('button', { name: /about Circular Saw/ }));
    await wait(CHAT_DELAYS_MS.fetchMessages + CHAT_DELAYS_MS.markRead);
    send(screen.getByPlaceholderText('Type a message...'), 'Thanks!');
    await wait(CHAT_DELAYS_MS.send);
    fireEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(screen.getByText('No conversation selected')).toBeInTheDocument();
    await wait(CHAT_DELAYS_MS.reply + CHAT_DELAYS_MS.markRead);
    expect(unread()).toBe('4');
    expect(
      screen.getByRole('button', { name: 'bob (sample), about Circular Saw 185 mm, 1 unread' }),
    ).toBeInTheDocument();
  });

  it('Contact Owner reuses the conversation about the same tool with the same owner', async () => {
    await renderWithChat(
      <>
        <ContactOwner tools={[tool()]} />
        <ChatPanes />
      </>,
      { user: SAM },
    );
    // Asked before the conversations have loaded: it waits for them rather than making a duplicate.
    fireEvent.click(screen.getByRole('button', { name: 'Contact about Cordless Drill 18V' }));
    await wait(CHAT_DELAYS_MS.fetchConversations + CHAT_DELAYS_MS.fetchMessages);
    expect(conversationButtons()).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'alice' })).toBeInTheDocument();
    expect(screen.getByText('Hi! Is the drill free this weekend?')).toBeInTheDocument();
  });

  it('Contact Owner creates a conversation for another tool: first in the list and open', async () => {
    const mower = tool({ id: 'tool-9', name: 'Lawn Mower Petrol 46 cm' });
    await renderWithChat(
      <>
        <ContactOwner tools={[mower]} />
        <ChatPanes />
      </>,
      { user: SAM },
    );
    await wait(CHAT_DELAYS_MS.fetchConversations);
    fireEvent.click(screen.getByRole('button', { name: 'Contact about Lawn Mower Petrol 46 cm' }));
    await wait(CHAT_DELAYS_MS.createConversation);
    expect(conversationButtons()).toHaveLength(4);
    expect(conversationButtons()[0]).toHaveAccessibleName('alice (sample), about Lawn Mower Petrol 46 cm');
    expect(screen.getByText('About: Lawn Mower Petrol 46 cm')).toBeInTheDocument();
    expect(screen.getByText('Say hello to alice about the Lawn Mower Petrol 46 cm.')).toBeInTheDocument();
    // Asking again reuses it.
    fireEvent.click(screen.getByRole('button', { name: 'Contact about Lawn Mower Petrol 46 cm' }));
    await wait(CHAT_DELAYS_MS.fetchMessages + CHAT_DELAYS_MS.markRead);
    expect(conversationButtons()).toHaveLength(4);
  });

  it('refuses to let an owner message themselves about their own tool', async () => {
    await renderWithChat(
      <ContactOwner tools={[tool({ ownerId: SAM.id, ownerName: 'dave', ownerWalletAddress: '' })]} />,
      { user: SAM },
    );
    fireEvent.click(screen.getByRole('button', { name: /Contact about/ }));
    await wait(0);
    expect(document.body).toHaveAttribute('data-refused', CHAT_MESSAGES.ownTool);
    expect(CHAT_MESSAGES.ownTool).toBe('You cannot message yourself about your own tool.');
  });

  it('keeps the chat across a reload, for the same user only', async () => {
    const first = await renderWithChat(<ChatPanes />, { user: SAM });
    await wait(CHAT_DELAYS_MS.fetchConversations);
    fireEvent.click(screen.getByRole('button', { name: /about Hedge Trimmer/ }));
    await wait(CHAT_DELAYS_MS.fetchMessages + CHAT_DELAYS_MS.markRead);
    send(screen.getByPlaceholderText('Type a message...'), 'Is Tuesday fine?');
    await wait(CHAT_DELAYS_MS.send);
    first.unmount();
    expect(localStorage.getItem(CHAT_PERSIST_KEY)).toContain('Is Tuesday fine?');

    // "Reload": the open thread and the sent message are back.
    const second = await first.reload();
    await wait(CHAT_DELAYS_MS.fetchConversations + CHAT_DELAYS_MS.fetchMessages);
    expect(
      within(screen.getByRole('list', { name: 'Messages with carol' })).getByText('Is Tuesday fine?'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'carol (sample), about Hedge Trimmer' })).toHaveTextContent(
      'Is Tuesday fine?',
    );
    second.unmount();

    // Someone else in the same browser gets their own chat: a new account, no sample user, starts with none.
    first.accountsClient.session = async () => ({ id: 'user-kim', email: 'kim@toolshare.test' });
    await first.reload();
    await wait(CHAT_DELAYS_MS.fetchConversations);
    expect(screen.queryByText('Is Tuesday fine?')).not.toBeInTheDocument();
    expect(screen.getByText('No conversations yet')).toBeInTheDocument();
  });

  it('keeps every thread after a long visit, those off screen too', async () => {
    const first = await renderWithChat(<ChatPanes />, { user: SAM });
    await wait(CHAT_DELAYS_MS.fetchConversations);
    fireEvent.click(screen.getByRole('button', { name: /about Hedge Trimmer/ }));
    await wait(CHAT_DELAYS_MS.fetchMessages + CHAT_DELAYS_MS.markRead);
    send(screen.getByPlaceholderText('Type a message...'), 'Is Tuesday fine?');
    await wait(CHAT_DELAYS_MS.send);
    fireEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
    // Ten minutes on the list: past the 5 minutes a query cache keeps an entry that nothing shows.
    await wait(10 * 60_000);
    fireEvent.click(screen.getByRole('button', { name: /about Cordless Drill/ }));
    await wait(CHAT_DELAYS_MS.fetchMessages + CHAT_DELAYS_MS.markRead);
    send(screen.getByPlaceholderText('Type a message...'), 'Saturday works');
    await wait(CHAT_DELAYS_MS.send);
    first.unmount();

    await first.reload();
    await wait(CHAT_DELAYS_MS.fetchConversations + CHAT_DELAYS_MS.fetchMessages);
    expect(within(screen.getByRole('list', { name: 'Messages with alice' })).getByText('Saturday works')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /about Hedge Trimmer/ }));
    await wait(CHAT_DELAYS_MS.fetchMessages);
    expect(
      within(screen.getByRole('list', { name: 'Messages with carol' })).getByText('Is Tuesday fine?'),
    ).toBeVisible();
  });

  it('a corrupt stored chat does not break the app: it starts again from the samples', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(CHAT_PERSIST_KEY, '{"version":1,"chat":{"user-dave-local":{"conversations":[{"id":');
    await renderWithChat(<ChatPanes />, { user: SAM });
    await wait(CHAT_DELAYS_MS.fetchConversations);
    expect(conversationButtons()).toHaveLength(3);
    expect(console.error).toHaveBeenCalled();
    vi.mocked(console.error).mockRestore();
  });

  it('signed out there is no chat and nothing unread', async () => {
    await renderWithChat(<UnreadProbe />);
    await wait(CHAT_DELAYS_MS.fetchConversations);
    expect(unread()).toBe('0');
  });

  it('useChat outside its provider says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<UnreadProbe />)).toThrow('useChat must be used within a ChatProvider');
    vi.mocked(console.error).mockRestore();
  });
});
