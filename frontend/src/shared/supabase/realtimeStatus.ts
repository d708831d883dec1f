/** Whether a Realtime channel's subscribe status means its events have stopped arriving. */
export function channelFailed(status: string): boolean {
  return status === 'CHANNEL_ERROR' || status === 'TIMED_OUT';
}
