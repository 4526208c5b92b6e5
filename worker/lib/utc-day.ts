/** The UTC day of a time, as `YYYY-MM-DD`: the key of every daily count and budget. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
