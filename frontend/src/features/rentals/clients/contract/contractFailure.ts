import { TRANSACTION_REJECTED, describeContractError } from '../../../chain';
import { RentalError } from '../../actions/rentalErrors';

/** "Transaction rejected" alone when the user declined; otherwise the spec's message and the contract's reason. */
export function contractFailure(error: unknown, message: string): RentalError {
  if (error instanceof RentalError) return error;
  const reason = describeContractError(error);
  return reason === TRANSACTION_REJECTED
    ? new RentalError(TRANSACTION_REJECTED)
    : new RentalError(message, reason, error);
}

/** Runs `read`; its failure becomes `contractFailure(error, message)`. */
export async function failingAs<T>(message: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw contractFailure(error, message);
  }
}
