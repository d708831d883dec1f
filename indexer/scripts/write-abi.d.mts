export const ABI_FILE: string;
export function renderEventsAbi(): string;
