/** The part of a TanStack Query result a screen's loading and error states are made from. */
interface ReadResult {
  data: unknown;
  isError: boolean;
  isFetching: boolean;
}

/**
 * How a read stands for the screen: `loading` until the first answer (and again while "Try again"
 * asks anew after a failure), `failed` once a read without an answer to show has failed and nothing
 * is being asked meanwhile.
 */
export function readStatus({ data, isError, isFetching }: ReadResult): { loading: boolean; failed: boolean } {
  const failed = isError && !isFetching && data === undefined;
  return { loading: data === undefined && !failed, failed };
}
