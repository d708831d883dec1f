// How wrapped errors are read: ethers wraps a wallet's error, MetaMask nests the node's, and
// supabase-js and our own code chain causes. One walker for every reader of an error.

export interface ErrorFields {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  status?: unknown;
  details?: unknown;
  hint?: unknown;
  cause?: unknown;
  error?: unknown;
  info?: { error?: unknown };
  data?: unknown;
  originalError?: unknown;
}

const fieldsOf = (value: unknown): ErrorFields | null => (typeof value === 'object' && value !== null ? value : null);

/** The error and everything it wraps (ethers' info.error and error, causes, MetaMask's data.originalError). */
export function errorChain(error: unknown): ErrorFields[] {
  const chain: ErrorFields[] = [];
  const visit = (value: unknown, depth: number) => {
    const fields = fieldsOf(value);
    if (!fields || depth > 6 || chain.includes(fields)) return;
    chain.push(fields);
    const data = fieldsOf(fields.data);
    for (const inner of [fields.info?.error, fields.error, fields.cause, data?.originalError, fields.originalError])
      visit(inner, depth + 1);
  };
  visit(error, 0);
  return chain;
}
