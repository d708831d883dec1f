// Its own module: the chat provider, on every first page, imports it without the chat clients.
/**
 * A message the chat's backend refused with a sentence meant for the sender (a quota reached, such
 * as the messages-per-minute limit): the screen shows the sentence instead of the generic failure.
 */
export class MessageRefusedError extends Error {
  override name = 'MessageRefusedError';
}
