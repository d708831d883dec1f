/** "1 day", "5 days". */
export const formatDays = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`;
